import CasePaths
import Testing

/// What the `@CasePathable` expansion does once compiled, for each enum shape.
@Suite struct MacrosTests {
  @Test func genericEnum() {
    let loaded: Loadable<Int> = (\Loadable<Int>.Cases.loaded)(3)
    #expect(loaded == .loaded(3))
    #expect(loaded[case: \.loaded] == 3)
    #expect(Loadable<String>.loading.is(\.loading))
    #expect(Loadable<String>.loading[case: \.loaded] == nil)
  }

  @Test func enumNestedInAGenericType() {
    let action = GenericFeature<String>.Action.select("a")
    #expect(action[case: \.select] == "a")
    #expect(GenericFeature<String>.Action.clear.is(\.clear))
    #expect(AnyCasePath(\GenericFeature<Int>.Action.Cases.select).embed(1) == .select(1))
  }

  @Test func enumDeclaredInAnExtension() {
    #expect(Parent.Alert.confirm(true)[case: \.confirm] == true)
  }

  @Test func nestedEnum() {
    let destination = Parent.Destination.settings(Settings(isOn: true))
    #expect(destination[case: \.settings] == Settings(isOn: true))
    #expect((\Parent.Destination.Cases.detail)(Detail()) == .detail(Detail()))
  }

  @Test func indirectEnum() {
    let expression = Expression.sum(.number(1), .number(2))
    let operands = expression[case: \.sum]
    #expect(operands?.0 == .number(1))
    #expect(operands?.1 == .number(2))
    let sum = \Expression.Cases.sum
    #expect(sum((.number(3), .number(4))) == .sum(.number(3), .number(4)))
  }

  @Test func publicEnum() {
    #expect(PublicAction.tap(1)[case: \.tap] == 1)
  }

  @Test func casesUnderConditionalCompilation() {
    #expect(Platform.common.is(\.common))
    #if os(Linux)
      #expect(Platform.linux("x")[case: \.linux] == "x")
    #else
      #expect(Platform.other("x")[case: \.other] == "x")
    #endif
  }

  @Test func backtickedCaseNames() {
    #expect(Keyword.default.is(\.default))
    #expect(Keyword.`self`(2)[case: \.`self`] == 2)
    #expect(Keyword.caseName(for: \.default) == "default")
  }

  @Test func labeledSingleValue() {
    #expect(Action.moved(from: 1, to: 2)[case: \.moved]?.to == 2)
  }

  @Test func payloadsNamingTheSequencesOwnTypesKeepTheirMeaning() {
    let select = ShadowingFeature<Int, Detail>.Action.select(1)
    #expect(select[case: \.select] == 1)
    #expect(ShadowingFeature<Int, Detail>.Action.allCasePaths[select] == \.select)
    let all = (\ShadowingFeature<Int, Detail>.Action.Cases.all)(([1, 2], Detail()))
    #expect(all[case: \.all]?.0 == [1, 2])
    #expect(Array(ShadowingFeature<Int, Detail>.Action.allCasePaths) == [\.select, \.all])
  }

  @Test func anEnumNamedElementIsItselfInsideItsCasePaths() {
    let group = Element.group([.text("a")])
    #expect(group[case: \.group] == [.text("a")])
    #expect(group.case == \.group)
    #expect(Array(Element.allCasePaths) == [\.text, \.group])
  }
}

/// A feature generic over the names `Sequence` and `CasePathReflectable` use for their own types.
struct ShadowingFeature<Element: Equatable, Root: Equatable> {
  @CasePathable
  enum Action: Equatable {
    case select(Element)
    case all([Element], Root)
  }
}

@CasePathable
enum Element: Equatable {
  case text(String)
  case group([Element])
}
