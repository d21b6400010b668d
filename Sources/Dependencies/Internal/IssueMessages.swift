/// The issue reported when a dependency without a test value is read from a test.
func missingTestValueMessage(key: Any.Type, value: Any.Type, name: String?) -> String {
  let spelling = name.map { "@Dependency(\\.\($0))" } ?? "@Dependency(\(typeName(key)).self)"
  let override = name.map { "'\($0)'" } ?? "'\(typeName(key))'"
  return """
    \(spelling) has no test value, but it was read from a test.

      Key: \(typeName(key))
      Value: \(typeName(value))

    Tests never fall back to a dependency's live value silently. To fix, override \(override) \
    for this test (with 'withDependencies', or the 'dependencies' of a 'TestStore'), or give \
    '\(typeName(key))' a 'testValue' that every test can use.
    """
}

/// The issue reported when a dependency without a live value is read outside tests and previews.
func missingLiveValueMessage(key: Any.Type, value: Any.Type, name: String?) -> String {
  let spelling = name.map { "@Dependency(\\.\($0))" } ?? "@Dependency(\(typeName(key)).self)"
  return """
    \(spelling) has no live value, but it was read in the live context.

      Key: \(typeName(key))
      Value: \(typeName(value))

    To fix, conform '\(typeName(key))' to 'DependencyKey' with a 'liveValue' (and link that \
    conformance into the application), or override it with 'withDependencies' at the \
    application's entry point. Its test value is used meanwhile.
    """
}
