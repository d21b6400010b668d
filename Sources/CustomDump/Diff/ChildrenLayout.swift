/// How a value with children is laid out and matched in a diff.
struct ChildrenLayout {
  /// How children of the two sides are paired up.
  enum Matching {
    /// By label: struct fields, tuple elements, enum payloads.
    case byLabel
    /// By `Identifiable` id, else by equality: collection and set elements.
    case byIdentityOrEquality
    /// By dictionary key.
    case byKey
  }

  /// The opening line after the name: `User(`, `[`, `Set([`.
  var prefix: String
  /// The closing line: `)`, `]`, `])`.
  var suffix: String
  var matching: Matching = .byLabel
  /// How far children are indented under the opening line.
  var elementIndent = 2
  /// What follows every child but the last.
  var elementSeparator = ","
  /// What separates the name from the opening text (`name:` or, for numbered objects, nothing).
  var nameSuffix = ":"
  /// Whether runs of equal children fold into `… (n unchanged)`.
  var collapsesUnchanged = false
  /// Whether children are sorted by their dumped key first (unordered collections); then all
  /// unchanged children fold into one count at the end.
  var isSorted = false
  /// The value whose short dump orders sorted children.
  var sortKey: (Mirror.Child) -> Any = { $0.value }
  /// Which children are shown at all.
  var isShown: (Mirror.Child) -> Bool = { _ in true }
  /// The label and value a child is printed with, given its position.
  var relabel: (Mirror.Child, Int) -> Mirror.Child = { child, _ in child }

  init(prefix: String, suffix: String, matching: Matching = .byLabel) {
    self.prefix = prefix
    self.suffix = suffix
    self.matching = matching
  }
}
