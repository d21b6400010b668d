import MacroSupport
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservationStateTracked`: routes a stored property of observable state through the value's
/// registrar.
///
/// The property becomes computed over a private `_name` peer that holds the value: the getter
/// registers the read with `_$observationRegistrar`, the setter and `_modify` notify it (the
/// registrar decides, from the values' identities, whether observers hear of the change). An init
/// accessor keeps the property in the memberwise initializer. `@ObservableState` adds the marker
/// to every stored property by itself; a `let`, a computed, static or lazy property is left alone.
public enum ObservationStateTrackedMacro {}

extension ObservationStateTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = trackable(declaration) else { return [] }
    if let typeName = enclosingTypeWithoutObservableState(context) {
      context.diagnose(
        ObservableStateDiagnostic.trackedOutsideObservableState(
          node, in: property, typeName: typeName
        )
      )
      return []
    }
    guard let name = property.storedVariableName else { return [] }
    let storage = VariableDeclSyntax.storageName(of: name)
    let keyPath = "\\.\(name.text)"
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
      \(raw: storage) = initialValue
      }
      """,
      """
      get {
      _$observationRegistrar.access(self, keyPath: \(raw: keyPath))
      return \(raw: storage)
      }
      """,
      """
      set {
      if _$observationRegistrar.notifies(&\(raw: storage), replacedWith: newValue, _$isIdentityEqual) {
      _$observationRegistrar.willSet(self, keyPath: \(raw: keyPath))
      \(raw: storage) = newValue
      _$observationRegistrar.didSet(self, keyPath: \(raw: keyPath))
      } else {
      \(raw: storage) = newValue
      }
      }
      """,
      """
      _modify {
      let oldIdentity = _$observationRegistrar.willModify(&\(raw: storage))
      defer {
      if _$observationRegistrar.didModify(&\(raw: storage), oldIdentity) {
      _$observationRegistrar.notify(self, keyPath: \(raw: keyPath))
      }
      }
      yield &\(raw: storage)
      }
      """,
    ]
  }

  /// The property, when the marker can turn it into tracked accessors: a stored instance `var`
  /// with one name, not also marked ignored or presented.
  static func trackable(_ declaration: some DeclSyntaxProtocol) -> VariableDeclSyntax? {
    guard
      let property = declaration.as(VariableDeclSyntax.self),
      property.storedVariableName != nil,
      property.attribute(named: "ObservationStateIgnored") == nil,
      property.attribute(named: "Presents") == nil
    else { return nil }
    return property
  }

  /// The name of the struct, class, enum or actor the property is declared in, when that type is
  /// not `@ObservableState` and so has no registrar for the accessors to use.
  static func enclosingTypeWithoutObservableState(_ context: some MacroExpansionContext)
    -> String?
  {
    guard
      let enclosing = context.lexicalContext.first?.asProtocol(DeclGroupSyntax.self),
      !enclosing.is(ExtensionDeclSyntax.self),
      !enclosing.attributes.names.contains("ObservableState")
    else { return nil }
    return enclosing.declaredName
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      let property = trackable(declaration),
      enclosingTypeWithoutObservableState(context) == nil,
      let binding = property.bindings.first, let name = property.storedVariableName
    else { return [] }
    // Private, so no code outside the type writes the storage behind the registrar's back; other
    // modifiers (`nonisolated` ...) are kept.
    let modifiers = property.nonAccessModifiers
    let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
    let initializer = binding.initializer.map { " \($0.trimmedDescription)" } ?? ""
    let storage = VariableDeclSyntax.storageName(of: name)
    return [
      """
      @ObservationStateIgnored private \(raw: modifiers)var \(raw: storage)\(raw: type)\(raw: initializer)
      """
    ]
  }
}
