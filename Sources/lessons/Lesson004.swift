import ComposableArchitecture
import LessonFeatures

/// Lesson 004, protocols and generics: a function generic over any reducer of a domain, and
/// the body as one nested type tree built by `@ReducerBuilder`.
@MainActor
func lesson004() {
  heading("Lesson 004 · Protocols and generics")

  step("instrumentado(_:) takes any Reducer<Contador.State, Contador.Action> and wraps it")
  let store = Store(initialState: Contador.State()) { instrumentado(Contador()) }
  store.send(.incrementar)
  store.send(.decrementar)

  step("A body is one concrete type, a tree the compiler can specialise. Panel's:")
  print("  " + typeTree(String(reflecting: type(of: Panel().body))))
  step("and lesson 003's Padre (Scope, then a Reduce inside forEach inside ifLet):")
  print("  " + typeTree(String(reflecting: type(of: Padre().body))))

  step("A Scope only accepts a child whose domain its key paths name (checked at compile time):")
  print("  Scope<Panel.State, Panel.Action, Contador>: the \\.contador paths prove the fit")
}

/// The lesson's example: a generic function over every reducer of Contador's domain.
func instrumentado<R: Reducer<Contador.State, Contador.Action>>(
  _ reducer: R
) -> some ReducerOf<Contador> {
  Reduce { state, action in
    print("  action:", action)
    return reducer.reduce(into: &state, action: action)
  }
}

/// The type's name without module prefixes, so the nesting is readable.
func typeTree(_ name: String) -> String {
  name.replacingOccurrences(of: "ComposableArchitecture.", with: "")
    .replacingOccurrences(of: "IdentifiedCollections.", with: "")
    .replacingOccurrences(of: "Swift.", with: "")
    .replacingOccurrences(of: "lessons.", with: "")
}
