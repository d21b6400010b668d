import Foundation
import Testing

@testable import SwiftNavigation

private enum Screen: Codable, Hashable {
  case detail(id: Int)
  case settings
}

private struct Unencodable: Hashable {
  let id: Int
}

@Suite struct UINavigationPathTests {
  @Test func screensArePushedAndPopped() {
    var path = UINavigationPath()
    #expect(path.isEmpty)
    path.append(Screen.detail(id: 1))
    path.append("notes")
    path.append(Screen.settings)
    #expect(path.count == 3)
    path.removeLast(2)
    #expect(path == UINavigationPath([Screen.detail(id: 1)]))
    path.removeLast()
    #expect(path.isEmpty)
  }

  @Test func pathsAreEqualWhenTheirScreensAre() {
    #expect(UINavigationPath([1, 2]) == UINavigationPath([1, 2]))
    #expect(UINavigationPath([1, 2]) != UINavigationPath([2, 1]))
    #expect(UINavigationPath(["1"]) != UINavigationPath([1]))
  }

  @Test func aCodablePathRoundTrips() throws {
    var path = UINavigationPath()
    path.append(Screen.detail(id: 42))
    path.append("notes")
    let data = try JSONEncoder().encode(try #require(path.codable))
    let decoded = try JSONDecoder().decode(UINavigationPath.CodableRepresentation.self, from: data)
    #expect(decoded == path.codable)
    #expect(UINavigationPath(decoded) == path)
  }

  /// The encoding is SwiftUI's: pairs of a type name and the value's JSON, top first.
  @Test func theEncodingListsTheTopScreenFirst() throws {
    let path = UINavigationPath(["bottom", "top"])
    let data = try JSONEncoder().encode(try #require(path.codable))
    let strings = try JSONDecoder().decode([String].self, from: data)
    #expect(strings.count == 4)
    #expect(strings[1] == "\"top\"")
    #expect(strings[3] == "\"bottom\"")
  }

  @Test func aPathWithAValueThatCannotBeEncodedHasNoCodableForm() {
    #expect(UINavigationPath([Unencodable(id: 1)]).codable == nil)
  }

  /// A screen whose type this process does not know stays encoded, and is kept as it was.
  @Test func anUnknownTypeStaysEncoded() throws {
    let json = #"["NotAType", "{}"]"#
    let codable = try JSONDecoder().decode(
      UINavigationPath.CodableRepresentation.self, from: Data(json.utf8))
    let path = UINavigationPath(codable)
    #expect(path.count == 1)
    #expect(path.codable == codable)
  }
}
