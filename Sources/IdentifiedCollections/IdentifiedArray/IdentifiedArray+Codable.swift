extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array, in order.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Complexity: O(*n*), where *n* is the length of the array.
  @inlinable
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(_elements)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes a plain array of elements, in order.
  ///
  /// Data is outside the program's control, so duplicate ids are an error, not a trap: the
  /// initializer throws `DecodingError.dataCorrupted` whose description names the duplicate id
  /// and both offsets.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` if the data is not an array of elements or has duplicate ids.
  /// - Complexity: O(*n*) on average, where *n* is the number of elements, if `ID` hashes well.
  @inlinable
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init()
    if let count = container.count {
      _reserveAll(count)
    }
    while !container.isAtEnd {
      let offset = container.currentIndex
      let element = try container.decode(Element.self)
      let id = element.id
      if let firstOffset = _offsets[id] {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: container.codingPath,
            debugDescription: _duplicateIDDecodingDescription(
              id, offset: offset, firstOffset: firstOffset
            )
          )
        )
      }
      _appendUnchecked(element, id: id)
    }
  }
}
