import Testing

@testable import BenchmarkHarness

@Suite struct OptionsTests {
  @Test func noArgumentsRunEverythingInFull() throws {
    let options = try Options.parse([])
    #expect(options == Options())
    #expect(options.selects("compose-depth"))
    #expect(!options.quick && !options.json)
  }

  @Test func flagsAndFiltersInBothSpellings() throws {
    let options = try Options.parse(["--quick", "--filter", "send", "--filter=rows", "--json"])
    #expect(options.quick)
    #expect(options.json)
    #expect(options.filters == ["send", "rows"])
  }

  @Test func aFilterSelectsTheWorkloadsWhoseNameContainsIt() throws {
    let options = try Options.parse(["--filter", "send"])
    #expect(options.selects("send-root"))
    #expect(options.selects("recursive-send-nested"))
    #expect(!options.selects("forEach-rows"))
  }

  @Test func sideNamesArborOrBaseline() throws {
    #expect(try Options.parse([]).side == nil)
    #expect(try Options.parse(["--side", "arbor"]).side == .arbor)
    #expect(try Options.parse(["--side=baseline"]).side == .baseline)
    #expect(throws: OptionsError.invalidValue("--side", "both")) {
      try Options.parse(["--side", "both"])
    }
  }

  @Test func roundsMustBeAPositiveNumber() throws {
    #expect(try Options.parse(["--rounds", "3"]).rounds == 3)
    #expect(throws: OptionsError.invalidValue("--rounds", "0")) {
      try Options.parse(["--rounds", "0"])
    }
    #expect(throws: OptionsError.invalidValue("--rounds", "many")) {
      try Options.parse(["--rounds=many"])
    }
  }

  @Test func aMissingValueOrAnUnknownArgumentIsAnError() {
    #expect(throws: OptionsError.missingValue("--filter")) {
      try Options.parse(["--filter"])
    }
    #expect(throws: OptionsError.unknownArgument("--fast")) {
      try Options.parse(["--fast"])
    }
    #expect(throws: OptionsError.unknownArgument("--quick=yes")) {
      try Options.parse(["--quick=yes"])
    }
  }
}
