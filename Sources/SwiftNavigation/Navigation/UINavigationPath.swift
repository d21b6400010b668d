import Foundation

/// A stack of screens to show, each a `Hashable` value of any type: SwiftUI's `NavigationPath`
/// for code that does not draw with SwiftUI.
///
/// ```swift
/// var path = UINavigationPath()
/// path.append(Screen.detail(id: 42))
/// path.append("notes")
/// path.removeLast()
/// ```
///
/// A path whose values are all `Codable` can be saved (``codable``) and restored
/// (``init(_:)-(UINavigationPath.CodableRepresentation)``); a restored value stays encoded until its type is
/// known again.
public struct UINavigationPath: Equatable {
  var entries: [Entry] = []

  /// One screen: a value, or a value restored from its encoding and not decoded yet.
  enum Entry: Equatable {
    case value(AnyHashable)
    case encoded(CodableRepresentation.Element)

    static func == (lhs: Entry, rhs: Entry) -> Bool {
      switch (lhs, rhs) {
      case (.value(let lhs), .value(let rhs)):
        return lhs == rhs
      case (.encoded(let lhs), .encoded(let rhs)):
        return lhs == rhs
      case (.value(let value), .encoded(let encoded)), (.encoded(let encoded), .value(let value)):
        return CodableRepresentation.Element(value) == encoded
      }
    }
  }

  /// The number of screens.
  public var count: Int {
    entries.count
  }

  /// Whether the path holds no screen.
  public var isEmpty: Bool {
    entries.isEmpty
  }

  /// The path in a form that can be encoded, or nil if a value in it is not `Codable`.
  public var codable: CodableRepresentation? {
    CodableRepresentation(self)
  }

  /// An empty path.
  public init() {}

  /// A path of `elements`, the first at the bottom.
  ///
  /// - Parameter elements: The screens.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.entries = elements.map { .value(AnyHashable($0)) }
  }

  /// The path `codable` was made from.
  ///
  /// - Parameter codable: A path decoded from what ``codable`` encoded.
  public init(_ codable: CodableRepresentation) {
    self.entries = codable.elements.map { element in
      element.decoded().map(Entry.value) ?? .encoded(element)
    }
  }

  /// Pushes `value` on top.
  ///
  /// - Parameter value: The screen.
  public mutating func append<V: Hashable>(_ value: V) {
    entries.append(.value(AnyHashable(value)))
  }

  /// Pops the top `k` screens.
  ///
  /// - Parameter k: How many; at most ``count``.
  public mutating func removeLast(_ k: Int = 1) {
    entries.removeLast(k)
  }

  /// A ``UINavigationPath`` that can be encoded: each value as the mangled name of its type and
  /// its JSON, top first, as SwiftUI's `NavigationPath` encodes.
  public struct CodableRepresentation: Codable, Equatable {
    /// One value, encoded.
    struct Element: Hashable {
      let tag: String
      let item: String

      init(tag: String, item: String) {
        self.tag = tag
        self.item = item
      }

      /// `value` encoded, or nil if its type is not `Encodable`.
      init?(_ value: AnyHashable) {
        guard
          let encodable = value.base as? any Encodable,
          let tag = _mangledTypeName(type(of: value.base))
        else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(encodable) else { return nil }
        self.init(tag: tag, item: String(decoding: data, as: UTF8.self))
      }

      /// The value, if its type is known to this process and `Decodable`.
      func decoded() -> AnyHashable? {
        guard let type = _typeByName(tag) as? any Decodable.Type else { return nil }
        return try? JSONDecoder().decode(type, from: Data(item.utf8)) as? AnyHashable
      }
    }

    var elements: [Element] = []

    init?(_ path: UINavigationPath) {
      for entry in path.entries {
        switch entry {
        case .value(let value):
          guard let element = Element(value) else { return nil }
          elements.append(element)
        case .encoded(let element):
          elements.append(element)
        }
      }
    }

    /// Decodes a path: pairs of a type name and a JSON string, top first.
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      var topFirst: [Element] = []
      while !container.isAtEnd {
        let tag = try container.decode(String.self)
        let item = try container.decode(String.self)
        topFirst.append(Element(tag: tag, item: item))
      }
      elements = topFirst.reversed()
    }

    /// Encodes the path: pairs of a type name and a JSON string, top first.
    ///
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.unkeyedContainer()
      for element in elements.reversed() {
        try container.encode(element.tag)
        try container.encode(element.item)
      }
    }
  }
}
