import IssueReporting
import Testing

@testable import SwiftNavigation

private struct Settings: Equatable {
  var volume = 5
  var name = "default"
}

@MainActor
@Suite struct UIBindingTests {
  @Test func aBindingOwnsTheValueItWasMadeWith() {
    @UIBinding var count = 1
    count += 1
    #expect(count == 2)
    let copy = $count
    copy.wrappedValue = 10
    #expect(count == 10, "every copy of a binding writes one place")
  }

  @Test func anObservationOfABindingRunsAgainWhenItIsWritten() async {
    @UIBinding var isOn = false
    var seen: [Bool] = []
    let token = observe { seen.append(isOn) }
    isOn = true
    #expect(await eventually { seen == [false, true] })
    token.cancel()
  }

  @Test func memberAccessProjectsTheBinding() {
    @UIBinding var settings = Settings()
    let volume = $settings.volume
    volume.wrappedValue = 9
    #expect(settings.volume == 9)
    #expect(UIBindingIdentifier($settings.volume) == UIBindingIdentifier(volume))
    #expect(UIBindingIdentifier($settings.volume) != UIBindingIdentifier($settings.name))
    #expect(UIBindingIdentifier($settings) != UIBindingIdentifier($settings.volume))
  }

  @Test func anOptionalMemberIsNilWhileTheValueIs() {
    @UIBinding var settings: Settings? = nil
    let volume = $settings.volume
    #expect(volume.wrappedValue == nil)
    settings = Settings()
    #expect(volume.wrappedValue == 5)
    volume.wrappedValue = 7
    #expect(settings?.volume == 7)
    volume.wrappedValue = nil
    #expect(settings == nil, "writing nil to a member clears the value itself")
  }

  /// An unwrapped binding keeps the last value it saw once the optional is gone: a screen being
  /// dismissed still has something to show.
  @Test func anUnwrappedBindingKeepsItsLastValue() throws {
    @UIBinding var text: String? = "draft"
    let unwrapped = try #require(UIBinding($text))
    unwrapped.wrappedValue = "edited"
    #expect(text == "edited")
    text = nil
    #expect(unwrapped.wrappedValue == "edited")
    unwrapped.wrappedValue = "late"
    #expect(text == nil, "a write after the value is gone does not bring it back")
    #expect(UIBinding($text) == nil)
  }

  @Test func aPresenceBindingClearsTheValueOnFalse() {
    @UIBinding var alert: String? = "Oops"
    let isPresented = UIBinding<Bool>($alert)
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = false
    #expect(alert == nil)
    #expect(!isPresented.wrappedValue)
  }

  @Test func writingTrueToAPresenceBindingIsReported() {
    @UIBinding var alert: String? = nil
    let isPresented = UIBinding<Bool>($alert)
    withExpectedIssue {
      isPresented.wrappedValue = true
    }
    #expect(alert == nil)
  }

  @Test func anOptionalViewOfABindingIgnoresNil() {
    @UIBinding var count = 3
    let optional = UIBinding<Int?>($count)
    #expect(optional.wrappedValue == 3)
    optional.wrappedValue = nil
    #expect(count == 3)
    optional.wrappedValue = 4
    #expect(count == 4)
  }

  @Test func aTypeErasedBindingWritesItsOwnType() {
    @UIBinding var count = 3
    let erased = UIBinding<AnyHashable>($count)
    #expect(erased.wrappedValue == AnyHashable(3))
    erased.wrappedValue = AnyHashable(8)
    #expect(count == 8)
    withExpectedIssue {
      erased.wrappedValue = AnyHashable("eight")
    }
    #expect(count == 8)
  }

  @Test func aConstantIgnoresWrites() {
    let constant = UIBinding<Int>.constant(1)
    constant.wrappedValue = 2
    #expect(constant.wrappedValue == 1)
    #expect(UIBindingIdentifier(constant) != UIBindingIdentifier(UIBinding<Int>.constant(1)))
  }

  /// A write is made in the binding's transaction, unless one is already in progress.
  @Test func aWriteIsMadeInTheBindingsTransaction() {
    @UIBinding var count = 0
    var transaction = UITransaction()
    transaction[Source.self] = "binding"
    let seen = Recorder()
    let binding = UIBinding(
      location: $count.location.projected(
        read: { count },
        write: { newValue in
          seen.sources.append(UITransaction.current[Source.self])
          count = newValue
        }
      ),
      transaction: UITransaction()
    ).transaction(transaction)
    binding.wrappedValue = 1
    var outer = UITransaction()
    outer[Source.self] = "outer"
    withUITransaction(outer) { binding.wrappedValue = 2 }
    #expect(seen.sources == ["binding", "outer"])
    #expect(count == 2)
  }

  @Test func anIdentifiableBindingHasItsValuesID() {
    struct Item: Identifiable {
      let id: Int
    }
    @UIBinding var item = Item(id: 4)
    #expect($item.id == 4)
  }
}

private enum Source: UITransactionKey {
  static let defaultValue = "none"
}

private final class Recorder {
  var sources: [String] = []
}
