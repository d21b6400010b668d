#if !canImport(SwiftUI)
  import Testing

  @testable import SwiftNavigation

  @MainActor
  @Suite struct AnimationTests {
    @Test func animationsWrittenForSwiftUICompileAndCompareByHowTheyWereMade() {
      let animations: [Animation] = [
        .default, .easeInOut, .easeIn(duration: 0.2), .easeOut, .linear(duration: 1), .spring(),
        .spring(response: 0.3, dampingFraction: 0.7), .spring(duration: 0.4, bounce: 0.2),
        .interactiveSpring(), .interpolatingSpring(stiffness: 170, damping: 15), .bouncy,
        .smooth(duration: 0.3), .snappy, .spring,
        .easeInOut.delay(0.1).speed(2), .linear.repeatForever(autoreverses: false),
      ]
      #expect(Set(animations).count == animations.count)
      #expect(Animation.easeIn(duration: 0.2) == .easeIn(duration: 0.2))
      #expect(Animation.easeInOut.delay(0.1).description == "easeInOut.delay(0.1)")
    }

    @Test func aTransactionCarriesItsAnimation() {
      #expect(Transaction(animation: .snappy).animation == .snappy)
      #expect(Transaction().animation == nil)
    }

    @Test func withAnimationAndWithTransactionRunTheirBody() {
      var count = 0
      withAnimation { count += 1 }
      withAnimation(.easeOut) { count += 1 }
      let doubled = withTransaction(Transaction(animation: .default)) { count * 2 }
      #expect(doubled == 4)
    }
  }
#endif
