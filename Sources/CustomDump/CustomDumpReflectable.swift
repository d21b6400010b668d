/// A type that supplies the mirror ``customDump(_:name:indent:maxDepth:)`` and
/// ``diff(_:_:format:)`` walk instead of its reflected one.
///
/// A custom mirror can drop, rename, reorder or wrap fields, or change the kind of value shown
/// (its `displayStyle`), without touching the type's `CustomReflectable` conformance.
///
/// ```swift
/// struct Session: CustomDumpReflectable {
///   var user: String
///   var token: String
///
///   var customDumpMirror: Mirror {
///     Mirror(self, children: ["user": user], displayStyle: .struct)
///   }
/// }
///
/// customDump(Session(user: "blob", token: "secret"))
/// // Session(user: "blob")
/// ```
///
/// Fields whose label starts with `_$` are kept when a type supplies its own mirror: hiding them is
/// only done for reflected mirrors.
public protocol CustomDumpReflectable {
  /// The mirror dumps and diffs use for this value.
  var customDumpMirror: Mirror { get }
}
