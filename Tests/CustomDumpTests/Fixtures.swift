import CustomDump
import Foundation

// Values shared by the dump and diff tests.

struct User: Equatable, Identifiable {
  var id: Int
  var name: String
}

struct Pair: Equatable {
  var driver: User
  var passenger: User
}

final class UserClass {
  let id: Int
  var name: String
  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

final class RecursiveFoo {
  var foo: RecursiveFoo?
}

enum Enum: Equatable {
  case foo
  case bar(Int)
  case fu(bar: Int)
  case baz(fizz: Double, buzz: String)
  case fizz(Double, buzz: String)
  case buzz
}

enum Nested: Equatable {
  case nest(Enum)
  case largerNest(Int, Enum)
}

enum Namespaced {
  struct Struct: Equatable { var x: Int }
  enum Choice: Equatable { case x(Int) }
}

struct Email: Equatable {
  var subject: String
  var body: String
}

struct NestedDate: Equatable {
  var date: Date
}

struct Redacted<RawValue: Equatable>: Equatable, CustomDumpStringConvertible {
  var rawValue: RawValue
  var customDumpDescription: String { "<redacted>" }
}

struct LoginState: Equatable, CustomDumpReflectable {
  var email: String
  var password: String
  var token: String

  var customDumpMirror: Mirror {
    Mirror(
      self,
      children: ["email": email, "password": Redacted(rawValue: password)],
      displayStyle: .struct
    )
  }
}

struct Wrapper<RawValue: Equatable>: Equatable, CustomDumpRepresentable {
  var rawValue: RawValue
  var customDumpValue: Any { rawValue }
}

/// Stands in for what `@ObservableState` adds to a state struct.
struct ObservedState: Equatable {
  struct ObservationRegistrar: Equatable {}
  struct StateID: Equatable { var rawValue = 0 }
  var _$id = StateID()
  var count: Int
  var title: String
  var _$observationRegistrar = ObservationRegistrar()
}

struct NeverEqual: Equatable {
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

struct NeverEqualUser: Equatable {
  var id: Int
  var name: String
  static func == (lhs: Self, rhs: Self) -> Bool { false }
}

struct Row: Equatable, Identifiable {
  var id: Int
  var title: String
  var isDone = false
}

struct Rows: Equatable {
  var rows: [Row]
  var filter = "all"
}

/// A class whose instances can point at each other, in a loop.
final class Node {
  let name: String
  var next: Node?
  init(name: String, next: Node? = nil) {
    self.name = name
    self.next = next
  }
}

/// A reference that diffs as a value it holds, as shared state does; its value may lead back to
/// it.
final class Snapshot: _CustomDiffObject, Equatable {
  struct Value {
    var name: String
    var child: Snapshot?
  }

  var before: Value
  var after: Value

  init(name: String) {
    before = Value(name: name)
    after = Value(name: name)
  }

  var child: Snapshot? {
    get { after.child }
    set {
      before.child = newValue
      after.child = newValue
    }
  }

  var _customDiffValues: (Any, Any) { (before, after) }

  static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
    lhs === rhs && lhs.before.name == lhs.after.name
  }
}

/// A value holding a diff object.
struct Graph: Equatable {
  var root: Snapshot
}

/// A reference that diffs as the two values it is given, and is equal to nothing: it changed.
final class Tracked: _CustomDiffObject, Equatable {
  let before: Any
  let after: Any
  init(before: Any, after: Any) {
    self.before = before
    self.after = after
  }
  var _customDiffValues: (Any, Any) { (before, after) }
  static func == (lhs: Tracked, rhs: Tracked) -> Bool { false }
}
