import Observation

/// The value a binding made with ``UIBinding/init(wrappedValue:)`` owns: observable, so that an
/// `observe(_:)` closure reading the binding runs again when it is written.
final class UIBindingStorage<Value>: Observable {
  private let registrar = ObservationRegistrar()
  private var stored: Value

  init(_ value: Value) {
    self.stored = value
  }

  var value: Value {
    get {
      registrar.access(self, keyPath: \.value)
      return stored
    }
    set {
      registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
    }
  }
}
