import ComposableArchitecture
import DifferentialTesting
import Testing

/// The fast paths against their plain twins, through the feature shapes users write: every
/// action of thousands of random sequences leaves both stores, and what their readers show, the
/// same.
@MainActor
@Suite(.enabled(if: DifferentialTester.isAvailable, "needs a debug build with its fast paths"))
struct FastPathsMatchPlainPathsTests {
  static let sequences = 250
  static let length = 24

  @Test func nestedScopesAndOptionalChildren() async {
    let figures = await DifferentialTester.check(
      NestedScopesScenario.scenario, sequences: Self.sequences, length: Self.length, seed: 1
    )
    print("nested scopes:", figures)
  }

  @Test func rowsObservableAndPlain() async {
    let figures = await DifferentialTester.check(
      RowsScenario.scenario, sequences: Self.sequences, length: Self.length, seed: 2
    )
    print("rows:", figures)
  }

  @Test func stackAndPresentedDestination() async {
    let figures = await DifferentialTester.check(
      NavigationScenario.scenario, sequences: Self.sequences, length: Self.length, seed: 3
    )
    print("navigation:", figures)
  }

  @Test func effectsAndSharedState() async {
    let figures = await DifferentialTester.check(
      EffectsScenario.scenario, sequences: Self.sequences, length: Self.length, seed: 4
    )
    print("effects:", figures)
  }
}
