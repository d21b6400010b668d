import CustomDump

extension Reducer {
  /// Prints every action the reducer receives, with all its wrappers, and the difference it
  /// made to the state. Apply it to the root's body to watch an action's whole journey.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(state: \.counter, action: \.counter) { Counter() }
  ///   Reduce { state, action in .none }
  /// }
  /// ._printChanges()
  /// ```
  ///
  /// Prints only in debug builds; in release builds it costs nothing.
  ///
  /// - Parameter printer: How to print; ``_ReducerPrinter/customDump`` by default.
  @inlinable
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// How ``Reducer/_printChanges(_:)`` reports each action.
public struct _ReducerPrinter<State, Action> {
  private let _printChange: (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer that reports each action with a closure of your own.
  public init(
    printChange: @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self._printChange = printChange
  }

  /// Reports one action and the states before and after it.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    _printChange(receivedAction, oldState, newState)
  }

  /// Prints `received action:`, the action dumped with its wrappers, then the state diff, or
  /// `  (No state changes)`.
  public static var customDump: Self {
    Self { action, oldState, newState in
      print(changeReport(action: action, oldState: oldState, newState: newState), terminator: "")
    }
  }

  /// Prints only `received action:` and the action's case path, one line per action.
  public static var actionLabels: Self {
    Self { action, _, _ in
      print("received action: \(actionLabel(action))")
    }
  }
}

/// The text of one ``_ReducerPrinter/customDump`` entry.
func changeReport<State, Action>(action: Action, oldState: State, newState: State) -> String {
  var report = "received action:\n"
  CustomDump.customDump(action, to: &report, indent: 2)
  report += "\n"
  if let difference = diff(oldState, newState) {
    report += difference + "\n"
  } else {
    report += "  (No state changes)\n"
  }
  return report
}

/// An action's cases with their wrappers and without payloads: `Parent.Action.child(.tap)`.
///
/// Where a case carries several values (`.element(id:action:)`), the path goes on through the
/// last one that is itself an enum: the action it wraps.
func actionLabel(_ action: Any) -> String {
  var labels: [String] = []
  var value = action
  while let (label, payload) = caseAndPayload(of: value) {
    labels.append(label)
    guard let payload else { break }
    value = payload
  }
  // NB: without the `(unknown context at $…)` of types local to a function, as TCA prints them.
  let typeName = removingUnknownContexts(String(reflecting: type(of: action)))
    .split(separator: ".").dropFirst()
    .joined(separator: ".")
  guard let first = labels.first else { return typeName }
  let rest = labels.dropFirst()
  return "\(typeName).\(first)"
    + rest.map { "(.\($0)" }.joined() + String(repeating: ")", count: rest.count)
}

/// The case of an enum value, and the payload to follow: the value itself, or the last enum
/// among several values.
private func caseAndPayload(of value: Any) -> (String, Any?)? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  guard let child = mirror.children.first, let label = child.label else {
    return ("\(value)", nil)
  }
  let payload = Mirror(reflecting: child.value)
  guard payload.displayStyle == .tuple else {
    return (label, Mirror(reflecting: child.value).displayStyle == .enum ? child.value : nil)
  }
  let wrapped = Array(payload.children).last { Mirror(reflecting: $0.value).displayStyle == .enum }
  return (label, wrapped?.value)
}

/// The reducer ``Reducer/_printChanges(_:)`` returns.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let printer: _ReducerPrinter<Base.State, Base.Action>?

  @inlinable
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.printer = printer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    #if DEBUG
      guard let printer else { return base.reduce(into: &state, action: action) }
      let oldState = state
      let effect = base.reduce(into: &state, action: action)
      printer.printChange(receivedAction: action, oldState: oldState, newState: state)
      return effect
    #else
      return base.reduce(into: &state, action: action)
    #endif
  }
}
