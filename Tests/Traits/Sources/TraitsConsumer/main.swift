import ComposableArchitecture
import Features

// The current spellings, built with the traits on and warnings as errors: none may warn.
@MainActor
func run() {
  let store = Store(initialState: Parent.State()) { Parent() }
  let counter = store.scope(\.counter, action: \.counter)
  counter.send(.increment)
  store.send(.showDetail)
  let detail = store.scope(\.detail, action: \.detail)
  detail?.send(.increment)
  for row in store.scope(\.rows, action: \.rows) {
    row.send(.increment)
  }
  precondition(store.counter.count == 1 && store.changes == 1, "\(store.state)")
  precondition(store.detail?.count == 1)
  precondition(store.rows.map(\.count) == [1, 1])
  print("TraitsConsumer: the current spellings build warning-free with TCA 1.25's traits on")
}

MainActor.assumeIsolated { run() }
