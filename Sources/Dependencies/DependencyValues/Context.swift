extension DependencyValues {
  /// The context whose defaults unset dependencies take: ``DependencyContext/live``,
  /// ``DependencyContext/preview`` or ``DependencyContext/test``.
  ///
  /// It is ``DependencyContext/test`` in a test process and ``DependencyContext/live`` in an
  /// application. Set it to use another kind of default for a scope:
  ///
  /// ```swift
  /// withDependencies {
  ///   $0.context = .preview
  /// } operation: {
  ///   // Unset dependencies take their preview values here.
  /// }
  /// ```
  public var context: DependencyContext {
    get {
      // Read from storage directly: the default of every other key depends on this one.
      if let box = storage[ObjectIdentifier(DependencyContextKey.self)] {
        return DependencyBox<DependencyContext>.unbox(box)
      }
      return cache.preparedContext ?? defaultContext
    }
    set { self[DependencyContextKey.self] = newValue }
  }
}

/// The key of ``DependencyValues/context``; its default is read directly, never through the cache.
enum DependencyContextKey: DependencyKey {
  static var liveValue: DependencyContext { .live }
  static var previewValue: DependencyContext { .preview }
  static var testValue: DependencyContext { .test }
}
