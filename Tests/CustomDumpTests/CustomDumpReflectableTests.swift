import CustomDump
import Testing

@Suite struct CustomDumpReflectableTests {
  @Test func customMirrorChoosesTheFields() {
    let state = LoginState(email: "blob@pointfree.co", password: "bl0b", token: "secret")
    #expect(
      String(customDumping: state) == """
        LoginState(
          email: "blob@pointfree.co",
          password: <redacted>
        )
        """
    )
  }

  @Test func customMirrorKeepsUnderscoreDollarLabels() {
    struct Storage: CustomDumpReflectable {
      var customDumpMirror: Mirror {
        Mirror(self, children: ["_$shown": 1, "value": 2], displayStyle: .struct)
      }
    }
    #expect(
      String(customDumping: Storage()) == """
        CustomDumpReflectableTests.Storage(
          _$shown: 1,
          value: 2
        )
        """
    )
  }

  @Test func customMirrorCanChangeTheKindOfValue() {
    struct Todos: CustomDumpReflectable {
      var rawValue = ["Milk"]
      var customDumpMirror: Mirror { Mirror(reflecting: rawValue) }
    }
    #expect(
      String(customDumping: Todos()) == """
        [
          [0]: "Milk"
        ]
        """
    )
  }
}
