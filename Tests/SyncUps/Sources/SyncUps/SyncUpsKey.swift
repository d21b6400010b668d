import ComposableArchitecture
import Foundation

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// Every sync-up the app knows, shared by the list and whatever it opens, and kept in a JSON
  /// file between launches (in memory, fresh for each test, when testing).
  static var syncUps: Self {
    Self[.fileStorage(.syncUpsFile), default: []]
  }
}

extension URL {
  /// The file the sync-ups are kept in: `sync-ups.json` in the user's documents folder.
  static let syncUpsFile: URL = {
    // `URL.documentsDirectory` is Apple-only; the file manager answers on every platform.
    let documents =
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return documents.appending(component: "sync-ups.json")
  }()
}
