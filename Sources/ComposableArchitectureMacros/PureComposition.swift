import SwiftSyntax

/// Whether a reducer's `body` is pure composition, read from its syntax: every evaluation builds
/// the same value, given that the children it makes are stateless (which the body cache checks on
/// the body's type).
///
/// Every statement is a reducer expression, one of:
/// - `Scope(…)`, `CombineReducers(…)`, `EmptyReducer()`, `BindingReducer(…)` (plain or
///   `ComposableArchitecture.`-qualified, with or without generic arguments), whose arguments are
///   key path literals and builder closures;
/// - `Reduce { … }`, whose closure runs per action and is not read (it may have no capture list,
///   which would be evaluated with the body);
/// - `base.ifLet(…)`, `.forEach(…)`, `.ifCaseLet(…)` on a reducer expression, with key path literals
///   and at least one builder closure (the forms without one read a `@Reducer` enum's `body`,
///   which this does not see);
/// - `base.onChange(…)`, whose arguments are key path literals and closure literals without
///   capture lists (run per action);
/// - `base._printChanges()` with no arguments;
/// - `Child()` or `Parent.Child()` with no arguments, every name capitalized as a type's: a child
///   the cache checks is stateless.
///
/// A key path literal has property components only (`\.child`, `\.$destination`,
/// `\.destination?.detail`): a subscript's arguments, even literals, are values made when the key
/// path is. A builder closure has no signature, and its statements are again pure composition.
/// Anything else (`if`, `switch`, `let`, `#if`, operators, `self`, other identifiers or calls,
/// `.dependency`) makes the body impure, and it is then evaluated per action.
///
/// Names are taken at their word: a function or method named like one of these types, or like a
/// child type, would be called once instead of per action. Members of the reducer itself with such
/// a name are caught (``isPure(_:members:)``); a type that shadows a library type is caught by
/// the body's type.
enum PureComposition {
  /// The library's reducer types a body may build, with the arguments above.
  static let reducerTypes: Set<String> = [
    "Scope", "CombineReducers", "EmptyReducer", "BindingReducer", "Reduce",
  ]

  /// Whether `statements` (a `body` getter's) are pure composition, and no name they call is one
  /// of `members`, the names the reducer declares, which would be found before a type's.
  static func isPure(_ statements: CodeBlockItemListSyntax, members: Set<String>) -> Bool {
    var reader = Reader()
    return reader.arePure(statements) && reader.calledNames.isDisjoint(with: members)
  }

  private struct Reader {
    /// The unqualified names called: the types made, the first name of qualified ones.
    var calledNames: Set<String> = []

    mutating func arePure(_ statements: CodeBlockItemListSyntax) -> Bool {
      statements.allSatisfy { item in
        guard case .expr(let expression) = item.item else { return false }
        return isPureReducer(expression)
      }
    }

    mutating func isPureReducer(_ expression: ExprSyntax) -> Bool {
      guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.argumentNames == nil,
        let base = member.base, !Self.isTypeName(base)
      {
        return isPureOperator(member.declName.baseName.text, on: base, call)
      }
      guard let (qualifier, name) = Self.typeName(call.calledExpression) else { return false }
      calledNames.insert(qualifier.first ?? name)
      if PureComposition.reducerTypes.contains(name),
        qualifier.isEmpty || qualifier == ["ComposableArchitecture"]
      {
        if name == "Reduce" {
          return arguments(of: call).allSatisfy { $0.label == nil && Self.isClosure($0.expression) }
            && !arguments(of: call).isEmpty
        }
        return areKeyPathsAndBuilders(arguments(of: call))
      }
      // A child: made with no arguments, so by an initializer that can only be the empty one when
      // the type is stateless.
      return arguments(of: call).isEmpty
    }

    mutating func isPureOperator(
      _ name: String, on base: ExprSyntax, _ call: FunctionCallExprSyntax
    ) -> Bool {
      let arguments = arguments(of: call)
      switch name {
      case "ifLet", "forEach", "ifCaseLet":
        guard arguments.contains(where: { Self.isClosure($0.expression) }) else { return false }
        return areKeyPathsAndBuilders(arguments) && isPureReducer(base)
      case "onChange":
        return arguments.allSatisfy {
          Self.isClosure($0.expression) || Self.isPlainKeyPath($0.expression)
        } && isPureReducer(base)
      case "_printChanges":
        return arguments.isEmpty && isPureReducer(base)
      default:
        return false
      }
    }

    /// Whether every argument is a key path literal or a builder closure of pure composition.
    mutating func areKeyPathsAndBuilders(_ arguments: [Argument]) -> Bool {
      arguments.allSatisfy { argument in
        if Self.isPlainKeyPath(argument.expression) { return true }
        guard let closure = argument.expression.as(ClosureExprSyntax.self),
          closure.signature == nil
        else { return false }
        return arePure(closure.statements)
      }
    }

    /// The arguments of a call, trailing closures included.
    func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
      var arguments = call.arguments.map {
        Argument(label: $0.label?.text, expression: $0.expression)
      }
      if let trailingClosure = call.trailingClosure {
        arguments.append(Argument(label: nil, expression: ExprSyntax(trailingClosure)))
      }
      for closure in call.additionalTrailingClosures {
        arguments.append(
          Argument(label: closure.label.text, expression: ExprSyntax(closure.closure)))
      }
      return arguments
    }

    struct Argument {
      let label: String?
      let expression: ExprSyntax
    }

    /// A closure literal without a capture list: `[flag = Flags.read()]` would be evaluated when
    /// the body is built, not when the closure runs.
    static func isClosure(_ expression: ExprSyntax) -> Bool {
      guard let closure = expression.as(ClosureExprSyntax.self) else { return false }
      return closure.signature?.capture == nil
    }

    /// A key path literal whose components are properties, `?` and `!`: `\.child`,
    /// `\State.$destination`, `\.destination?.detail`.
    static func isPlainKeyPath(_ expression: ExprSyntax) -> Bool {
      guard let keyPath = expression.as(KeyPathExprSyntax.self) else { return false }
      return keyPath.components.allSatisfy { component in
        if case .property(let property) = component.component {
          return property.declName.argumentNames == nil
        }
        if case .optional = component.component { return true }
        return false
      }
    }

    /// Whether `expression` names a type the way a qualified call does: a chain of names.
    static func isTypeName(_ expression: ExprSyntax) -> Bool {
      typeName(expression) != nil
    }

    /// Whether a name is spelled as a type's: `child.Make()` is a method of a value.
    static func isCapitalized(_ name: String) -> Bool {
      name.first?.isUppercase == true
    }

    /// `Name`, `Outer.Name`, `Name<…>`, every name capitalized: the qualifying names and the last
    /// one; nil for any other expression.
    static func typeName(_ expression: ExprSyntax) -> (qualifier: [String], name: String)? {
      var expression = expression
      if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
        expression = specialization.expression
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        guard reference.argumentNames == nil, case .identifier = reference.baseName.tokenKind,
          isCapitalized(reference.baseName.text)
        else { return nil }
        return ([], reference.baseName.text)
      }
      guard let member = expression.as(MemberAccessExprSyntax.self),
        member.declName.argumentNames == nil, isCapitalized(member.declName.baseName.text),
        let base = member.base, let (qualifier, name) = typeName(base)
      else { return nil }
      return (qualifier + [name], member.declName.baseName.text)
    }
  }
}
