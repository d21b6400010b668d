#if canImport(Foundation)
  import Foundation
#endif

/// A collection whose iteration order carries no meaning, so dumps and diffs sort its elements
/// (by their dumped text) to print the same thing on every run.
///
/// Not API for feature code; conform a custom dictionary- or set-like type whose mirror has the
/// `.dictionary` or `.set` display style and whose order is arbitrary.
public protocol _UnorderedCollection {}

extension Dictionary: _UnorderedCollection {}
extension Set: _UnorderedCollection {}
#if canImport(Foundation)
  extension NSDictionary: _UnorderedCollection {}
  extension NSSet: _UnorderedCollection {}
#endif
