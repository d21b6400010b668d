import Testing

@testable import CustomDump

@Suite struct MirrorEqualityTests {
  /// Not `Equatable`, so it is compared field by field, through objects that point at each other.
  final class Link {
    var value: Int
    var next: Link?
    init(_ value: Int) { self.value = value }
  }

  func ring(_ values: Int...) -> Link {
    let links = values.map(Link.init)
    for (link, next) in zip(links, links.dropFirst() + links.prefix(1)) { link.next = next }
    return links[0]
  }

  @Test func separateCyclicGraphsCompareByTheirFields() {
    #expect(isMirrorEqual(ring(1, 2, 3), ring(1, 2, 3)))
    #expect(!isMirrorEqual(ring(1, 2, 3), ring(1, 2, 4)))
    #expect(!isMirrorEqual(ring(1, 2), ring(1, 2, 1)))
  }

  @Test func anObjectIsEqualToItself() {
    let link = ring(1)
    #expect(isMirrorEqual(link, link))
  }

  @Test func diffObjectsCompareTheirValueBeforeAndAfter() {
    #expect(!isMirrorEqual(Tracked(before: 1, after: 2), Tracked(before: 1, after: 2)))
    let changed = Tracked(before: 1, after: 2)
    #expect(!isMirrorEqual(changed, changed))
    let unchanged = Tracked(before: 1, after: 1)
    #expect(isMirrorEqual(unchanged, unchanged))
  }

  @Test func diffObjectsThatLoopBackEnd() {
    let root = Snapshot(name: "Root")
    let leaf = Snapshot(name: "Leaf")
    root.child = leaf
    leaf.child = root
    #expect(isMirrorEqual(root, root))
    leaf.after.name = "Leaf!"
    #expect(!isMirrorEqual(root, root))
  }

  @Test func diffObjectsStandingForThemselvesCompareTheirFields() {
    // A snapshot whose values are itself and its counterpart in another graph.
    final class Version: _CustomDiffObject {
      let origin: ObjectIdentifier
      let name: String
      var counterpart: Version?
      var next: Version?
      init(origin: AnyObject, name: String) {
        self.origin = ObjectIdentifier(origin)
        self.name = name
      }
      var _customDiffValues: (Any, Any) { (self, counterpart ?? self) }
      var _objectIdentifier: ObjectIdentifier { origin }
    }
    final class Origin {}
    let first = Origin()
    let second = Origin()
    func graph(_ names: (String, String)) -> Version {
      let head = Version(origin: first, name: names.0)
      let tail = Version(origin: second, name: names.1)
      head.next = tail
      tail.next = head
      return head
    }
    let old = graph(("A", "B"))
    let same = graph(("A", "B"))
    let renamed = graph(("A", "C"))
    #expect(isMirrorEqual(old, same))
    #expect(!isMirrorEqual(old, renamed))
  }

  @Test func identityOfDiffObjectsIsTheirs() {
    let object = Tracked(before: 1, after: 2)
    #expect(isIdentityEqual(object, object))
    #expect(!isIdentityEqual(object, Tracked(before: 1, after: 2)))
    #expect(isIdentityEqual(User(id: 1, name: "A"), User(id: 1, name: "B")))
  }
}
