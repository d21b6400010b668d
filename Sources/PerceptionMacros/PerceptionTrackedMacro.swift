import SwiftSyntax
import SwiftSyntaxMacros

/// `@PerceptionTracked`: turns a stored property into accessors over a private `_name` peer.
///
/// The getter reports the read through the class's `access(keyPath:)`, the setter wraps the write
/// in `withMutation(keyPath:_:)`, and `_modify` tells the registrar before and after an in-place
/// change. An init accessor keeps the property assignable in the class's initializers.
public enum PerceptionTrackedMacro {}

extension PerceptionTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = TrackedProperty(declaration) else { return [] }
    let storage = property.storageName
    let keyPath = property.keyPath
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
      \(raw: storage) = initialValue
      }
      """,
      """
      get {
      access(keyPath: \(raw: keyPath))
      return \(raw: storage)
      }
      """,
      """
      set {
      withMutation(keyPath: \(raw: keyPath)) {
      \(raw: storage) = newValue
      }
      }
      """,
      """
      _modify {
      access(keyPath: \(raw: keyPath))
      _$perceptionRegistrar.willSet(self, keyPath: \(raw: keyPath))
      defer {
      _$perceptionRegistrar.didSet(self, keyPath: \(raw: keyPath))
      }
      yield &\(raw: storage)
      }
      """,
    ]
  }
}

extension PerceptionTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = TrackedProperty(declaration),
      let binding = property.declaration.bindings.first
    else { return [] }
    // Private, so nothing outside the class writes the storage behind the registrar's back; other
    // modifiers (`nonisolated`, `final` ...) are kept, access modifiers dropped.
    let modifiers = property.declaration.modifiers
      .filter { !accessKeywords.contains($0.name.tokenKind) }
      .map { "\($0.trimmedDescription) " }
      .joined()
    let type = binding.typeAnnotation.map { $0.trimmedDescription } ?? ""
    let initializer = binding.initializer.map { " \($0.trimmedDescription)" } ?? ""
    return [
      """
      @PerceptionIgnored private \(raw: modifiers)var \(raw: property.storageName)\(raw: type)\(raw: initializer)
      """
    ]
  }

  private static let accessKeywords: Set<TokenKind> = [
    .keyword(.open), .keyword(.public), .keyword(.package), .keyword(.internal),
    .keyword(.fileprivate), .keyword(.private),
  ]
}
