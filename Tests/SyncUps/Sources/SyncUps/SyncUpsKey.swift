import ComposableArchitecture
import Foundation

extension SharedKey where Self == InMemoryKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// Every sync-up the app knows, shared by the list and whatever it opens.
  public static var syncUps: Self {
    Self[.inMemory("syncUps"), default: []]
  }
}
