import Perception
import Testing

/// A perceptible class written by hand, as code that predates the macro does.
final class Thermostat: Perceptible, Observable {
  private let registrar = PerceptionRegistrar()
  private var _target = 20

  var target: Int {
    get {
      registrar.access(self, keyPath: \.target)
      return _target
    }
    set {
      registrar.withMutation(of: self, keyPath: \.target) { _target = newValue }
    }
  }
}

@Suite struct PerceptionRegistrarTests {
  @Test func handWrittenAccessorsAreTracked() {
    let thermostat = Thermostat()
    let changes = ChangeCounter()
    _ = withPerceptionTracking {
      thermostat.target
    } onChange: {
      changes.increment()
    }
    thermostat.target = 22
    #expect(changes.value == 1)
    #expect(thermostat.target == 22)
  }

  @Test func registrarsAreAllEqual() {
    #expect(PerceptionRegistrar() == PerceptionRegistrar())
    #expect(PerceptionRegistrar().hashValue == PerceptionRegistrar().hashValue)
  }
}
