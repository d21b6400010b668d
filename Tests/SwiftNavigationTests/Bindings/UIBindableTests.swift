import Observation
import Testing

@testable import SwiftNavigation

@Observable
private final class Player: Identifiable {
  let id = 1
  var volume = 5
}

@MainActor
@Suite struct UIBindableTests {
  @Test func aBindingToAPropertyReadsAndWritesTheObject() {
    let player = Player()
    @UIBindable var model = player
    let volume = $model.volume
    volume.wrappedValue = 8
    #expect(player.volume == 8)
    player.volume = 2
    #expect(volume.wrappedValue == 2)
    #expect(UIBindingIdentifier($model.volume) == UIBindingIdentifier(volume))
    #expect($model.id == 1)
  }

  @Test func anObservationOfABindingRunsAgainWhenTheObjectChanges() async {
    let player = Player()
    let volume = UIBindable(player).volume
    var seen: [Int] = []
    let token = observe { seen.append(volume.wrappedValue) }
    player.volume = 6
    #expect(await eventually { seen == [5, 6] })
    token.cancel()
  }

  /// A binding does not keep the object alive; once it is gone, it reads the last value.
  @Test func aBindingOutlivesItsObjectWithTheLastValue() {
    var player: Player? = Player()
    weak let weakPlayer = player
    let volume = UIBindable(player!).volume
    volume.wrappedValue = 7
    player = nil
    #expect(weakPlayer == nil)
    #expect(volume.wrappedValue == 7)
    volume.wrappedValue = 9
    #expect(volume.wrappedValue == 9)
  }
}
