import Testing

@testable import BenchmarkHarness

@Suite struct MachineTests {
  @Test func anX86CPUIsNamedByItsModelName() {
    let cpuinfo = """
      processor\t: 0
      vendor_id\t: AuthenticAMD
      model name\t: AMD EPYC 7B13
      flags\t\t: fpu vme

      processor\t: 1
      model name\t: AMD EPYC 7B13
      """
    #expect(Machine.cpuModel(fromCPUInfo: cpuinfo) == "AMD EPYC 7B13")
  }

  @Test func anARMCPUWithoutAModelNameIsNamedByItsImplementerAndPart() {
    let cpuinfo = """
      processor\t: 0
      BogoMIPS\t: 243.75
      CPU implementer\t: 0x41
      CPU part\t: 0xd0c
      """
    #expect(Machine.cpuModel(fromCPUInfo: cpuinfo) == "CPU implementer 0x41, part 0xd0c")
  }

  @Test func aTextNamingNoCPUGivesNothing() {
    #expect(Machine.cpuModel(fromCPUInfo: "") == nil)
    #expect(Machine.cpuModel(fromCPUInfo: "processor\t: 0\n") == nil)
  }

  @Test func thisMachineHasACPUAndACore() {
    let machine = Machine.current
    #expect(!machine.cpuModel.isEmpty)
    #expect(machine.cores >= 1)
    #expect(machine.description.hasPrefix(machine.cpuModel + ", "))
  }
}
