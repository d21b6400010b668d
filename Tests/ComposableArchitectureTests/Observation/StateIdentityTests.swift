import Testing

@testable import ComposableArchitecture

@Suite struct StateIdentityTests {
  @Test func anObservableStatesIdentityIsItsID() {
    let id = ObservableStateID()
    #expect(_$StateIdentity(id).isSame(as: _$StateIdentity(id)))
    #expect(!_$StateIdentity(id).isSame(as: _$StateIdentity(ObservableStateID())))
    #expect(!_$StateIdentity(id._$tag(1)).isSame(as: _$StateIdentity(id._$tag(2))))
    #expect(_$StateIdentity(id).stateID == id)
  }

  @Test func idsAreTheSameInOneBufferOrWhenEqual() {
    let ids = [1, 2, 3]
    let copy = ids
    #expect(_$StateIdentity(ids: ids).isSame(as: _$StateIdentity(ids: copy)))
    #expect(_$StateIdentity(ids: ids).isSame(as: _$StateIdentity(ids: ids.map { $0 })))
    #expect(!_$StateIdentity(ids: ids).isSame(as: _$StateIdentity(ids: [1, 3, 2])))
    #expect(!_$StateIdentity(ids: ids).isSame(as: _$StateIdentity(ids: [1, 2])))
    #expect(!_$StateIdentity(ids: ids).isSame(as: _$StateIdentity(ids: ["1", "2", "3"])))
    #expect(_$StateIdentity(ids: [Int]()).isSame(as: _$StateIdentity(ids: [Int]())))
    #expect(_$StateIdentity(ids: ids).stateID == nil)
  }

  /// An identity holds its ids: the buffer it was read from stays alive, so an array made after
  /// the first one is gone cannot pass for it by landing at the same address.
  @Test func idsOutliveTheArrayTheyWereReadFrom() {
    var identities: [_$StateIdentity] = []
    for round in 0..<100 {
      var ids = [round, round + 1]
      identities.append(_$StateIdentity(ids: ids))
      ids = []
      _ = ids
    }
    for (round, identity) in identities.enumerated() {
      let other = _$StateIdentity(ids: [round + 1000, round + 1001])
      #expect(!identity.isSame(as: other))
      #expect(identity.isSame(as: _$StateIdentity(ids: [round, round + 1])))
    }
  }

  @Test func anUnknownIdentityIsNeverTheSameEvenAsItself() {
    let unknown = _$StateIdentity.unknown
    #expect(!unknown.isSame(as: unknown))
    #expect(!unknown.isSame(as: .absent))
    #expect(!_$StateIdentity(ObservableStateID()).isSame(as: unknown))
  }

  @Test func anEmptyPresentationIsTheSameAsAnother() {
    #expect(_$StateIdentity.absent.isSame(as: .absent))
    #expect(!_$StateIdentity.absent.isSame(as: _$StateIdentity(ObservableStateID())))
  }
}
