import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents`: an optional child state presented by its parent, observed like a tracked property.
///
/// `@Presents var destination: Destination.State?` keeps its value in a
/// `PresentationState<Destination.State>` stored in `_destination`, reads and writes it through the
/// value's registrar, and adds `$destination`, the `PresentationState` itself, which `ifLet` takes
/// to run the child reducer and cancel its effects on dismissal. The type must be optional:
/// `nil` is how a presentation ends.
public enum PresentsMacro {}

extension PresentsMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self) else { return [] }
    let presented: Presented
    do {
      presented = try Presented(property, attribute: node)
    } catch {
      context.diagnose(error.diagnostic)
      return []
    }
    let name = presented.name
    let storage = presented.storage
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
      \(raw: storage) = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
      _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
      return \(raw: storage).wrappedValue
      }
      """,
      """
      set {
      _$observationRegistrar.mutate(self, keyPath: \\.\(raw: name), &\(raw: storage).wrappedValue, newValue, _$isIdentityEqual)
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // A misuse is reported once, by the accessor role.
    guard
      let property = declaration.as(VariableDeclSyntax.self),
      let presented = try? Presented(property, attribute: node)
    else { return [] }
    let name = presented.name
    let storage = presented.storage
    let wrapper = "ComposableArchitecture.PresentationState<\(presented.wrapped)>"
    let initialValue = presented.initialValue ?? "nil"
    return [
      // Reads and writes of the projection are reads and writes of the presented property, so
      // observers of either hear of both.
      """
      \(raw: property.accessModifiers)var $\(raw: presented.unquotedName): \(raw: wrapper) {
      get {
      _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
      return \(raw: storage).projectedValue
      }
      set {
      _$observationRegistrar.mutate(self, keyPath: \\.\(raw: name), &\(raw: storage).projectedValue, newValue, _$isIdentityEqual)
      }
      }
      """,
      """
      @ObservationStateIgnored \(raw: property.nonAccessModifiers)var \(raw: storage) = \(raw: wrapper)(wrappedValue: \(raw: initialValue))
      """,
    ]
  }

  /// What the expansion needs of a `@Presents` property, read once a property is known to fit.
  struct Presented {
    /// The property's name as written.
    let name: String
    /// The name without backticks, to build `$name`.
    let unquotedName: String
    /// The storage's name, `_name`.
    let storage: String
    /// The presented state's type: the property's type without the `?`.
    let wrapped: String
    /// The initializer's expression, if the property has one.
    let initialValue: String?

    init(_ property: VariableDeclSyntax, attribute: AttributeSyntax) throws(Misuse) {
      guard let token = property.storedVariableName, let binding = property.bindings.first else {
        throw Misuse(
          diagnostic: ObservableStateDiagnostic.presentsNotAStoredVariable(attribute, in: property)
        )
      }
      guard let type = binding.typeAnnotation?.type else {
        throw Misuse(diagnostic: ObservableStateDiagnostic.presentsWithoutType(token))
      }
      guard let wrapped = Self.wrappedType(of: type) else {
        throw Misuse(diagnostic: ObservableStateDiagnostic.presentsNonOptional(token, type: type))
      }
      name = token.text
      unquotedName = token.text.filter { $0 != "`" }
      storage = VariableDeclSyntax.storageName(of: token)
      self.wrapped = wrapped.trimmedDescription
      initialValue = binding.initializer?.value.trimmedDescription
    }

    /// `T` for `T?` or `Optional<T>`, `nil` for any other type.
    static func wrappedType(of type: TypeSyntax) -> TypeSyntax? {
      if let optional = type.as(OptionalTypeSyntax.self) {
        return optional.wrappedType
      }
      if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
        let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
        case .type(let wrapped) = arguments.first!.argument
      {
        return wrapped
      }
      return nil
    }
  }

  /// A `@Presents` property the macro cannot expand, and the error that says why.
  struct Misuse: Error {
    let diagnostic: Diagnostic
  }
}
