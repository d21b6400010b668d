/// Not API: a reducer whose instances are all alike, and whose `init()` does nothing.
///
/// `@Reducer` adds this conformance to a struct that has no stored properties (so no
/// `@Dependency` either), declares no initializer but an empty `init() {}`, is not generic nor
/// inside anything generic, a function or an extension, and has no `#if`, freestanding macro or
/// unknown attribute among its members. Every value of such a type is the same value, and
/// `Child()` written in its own module calls the implicit or empty initializer: an `init()` in an
/// extension there is a redeclaration, and an initializer with defaulted or variadic parameters
/// loses to it. In another module an extension may declare an `init()` of its own, which then
/// wins; so a child counts as stateless only for a parent of its own module (see
/// `_StatelessComposition`).
///
/// Do not conform to it yourself: `@Reducer`'s body cache relies on what it promises.
public protocol _StatelessReducer: Reducer, _StatelessComposition {}

extension _StatelessReducer {
  /// A stateless reducer built by `Self()`, which its own module can only mean as the
  /// initializer that does nothing.
  public static func _isComposedOfStatelessReducers(declaredIn module: String) -> Bool {
    moduleName(of: Self.self) == module
  }
}

/// Not API: a reducer type whose every value, built the way `@Reducer` calls pure composition,
/// is the same value: the library's compositions of such reducers, and stateless reducers.
///
/// A pure body is built from `Scope`, `Reduce`, `CombineReducers`, `EmptyReducer`,
/// `BindingReducer`, `ifLet`, `forEach`, `ifCaseLet`, `onChange` and `_printChanges()`, given key
/// path literals, closure literals and children made with `Child()`. The syntax cannot tell which
/// types those names mean; the body's type can, and this protocol reads it: a body is cached only
/// when its type conforms and every `Child` in it is stateless and declared in the module that
/// builds it. A type of the same name as one of the library's (a `Scope` of the feature's own)
/// does not conform, and its body is evaluated per action.
public protocol _StatelessComposition {
  /// Whether every reducer this type is built from is a library composition or a stateless
  /// reducer declared in `module`.
  static func _isComposedOfStatelessReducers(declaredIn module: String) -> Bool
}

/// The name of the module that declares `type`: what its qualified name starts with.
func moduleName(of type: Any.Type) -> String {
  String(String(reflecting: type).prefix { $0 != "." })
}

// The library's compositions: each is made by its initializer from key paths, closure literals
// and the reducers it is given, and holds nothing else that could differ between two builds (the
// call site of `#fileID` and `#line`, plans cached per key path for the process).

extension Reduce: _StatelessComposition {
  /// A `Reduce` of a closure literal: the closure runs per action, whichever build holds it.
  public static func _isComposedOfStatelessReducers(declaredIn _: String) -> Bool { true }
}

extension EmptyReducer: _StatelessComposition {
  public static func _isComposedOfStatelessReducers(declaredIn _: String) -> Bool { true }
}

extension BindingReducer: _StatelessComposition {
  public static func _isComposedOfStatelessReducers(declaredIn _: String) -> Bool { true }
}

extension Scope: _StatelessComposition where Child: _StatelessComposition {
  public static func _isComposedOfStatelessReducers(declaredIn module: String) -> Bool {
    Child._isComposedOfStatelessReducers(declaredIn: module)
  }
}

extension CombineReducers: _StatelessComposition where Reducers: _StatelessComposition {
  public static func _isComposedOfStatelessReducers(declaredIn module: String) -> Bool {
    Reducers._isComposedOfStatelessReducers(declaredIn: module)
  }
}

extension ReducerBuilder._Sequence: _StatelessComposition
where R0: _StatelessComposition, R1: _StatelessComposition {
  public static func _isComposedOfStatelessReducers(declaredIn module: String) -> Bool {
    R0._isComposedOfStatelessReducers(declaredIn: module)
      && R1._isComposedOfStatelessReducers(declaredIn: module)
  }
}

extension _IfLetReducer: _StatelessComposition
where Parent: _StatelessComposition, Child: _StatelessComposition {
  public static func _isComposedOfStatelessReducers(declaredIn module: String) -> Bool {
    Parent._isComposedOfStatelessReducers(declaredIn: module)
      && Child._isComposedOfStatelessReducers(declaredIn: module)
  }
}

extension _PresentationReducer: _StatelessComposition
where Base: _StatelessComposition, Destination: _StatelessComposition {
  public static func _isComposedOfStatelessReducers(declaredIn module: String) -> Bool {
    Base._isComposedOfStatelessReducers(declaredIn: module)
      && Destination._isComposedOfStatelessReducers(declaredIn: module)
  }
}

extension _ForEachReducer: _StatelessComposition
where Parent: _StatelessComposition, Element: _StatelessComposition {
  public static func _isComposedOfStatelessReducers(declaredIn module: String) -> Bool {
    Parent._isComposedOfStatelessReducers(declaredIn: module)
      && Element._isComposedOfStatelessReducers(declaredIn: module)
  }
}

extension _StackReducer: _StatelessComposition
where Base: _StatelessComposition, Destination: _StatelessComposition {
  public static func _isComposedOfStatelessReducers(declaredIn module: String) -> Bool {
    Base._isComposedOfStatelessReducers(declaredIn: module)
      && Destination._isComposedOfStatelessReducers(declaredIn: module)
  }
}

extension _IfCaseLetReducer: _StatelessComposition
where Parent: _StatelessComposition, Child: _StatelessComposition {
  public static func _isComposedOfStatelessReducers(declaredIn module: String) -> Bool {
    Parent._isComposedOfStatelessReducers(declaredIn: module)
      && Child._isComposedOfStatelessReducers(declaredIn: module)
  }
}

// `onChange`'s reducer is built by its closure on every change, not with the body.
extension _OnChangeReducer: _StatelessComposition where Base: _StatelessComposition {
  public static func _isComposedOfStatelessReducers(declaredIn module: String) -> Bool {
    Base._isComposedOfStatelessReducers(declaredIn: module)
  }
}

extension _PrintChangesReducer: _StatelessComposition where Base: _StatelessComposition {
  public static func _isComposedOfStatelessReducers(declaredIn module: String) -> Bool {
    Base._isComposedOfStatelessReducers(declaredIn: module)
  }
}
