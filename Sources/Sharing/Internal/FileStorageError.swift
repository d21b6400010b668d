import Foundation

/// Why a file storage key could not load, save or watch its file, said so that a person reading
/// `loadError` or `saveError` knows which file, what went wrong, and what to do.
struct FileStorageError: Error, CustomStringConvertible, LocalizedError {
  enum Reason {
    /// The file could not be read (permissions, I/O).
    case unreadable(underlying: String)
    /// The file held data the key could not decode; it was moved to `movedTo`, or left in
    /// place (and is not overwritten) when it could not be moved.
    case undecodable(underlying: any Error, movedTo: URL?, moveFailure: String?)
    /// A save was refused: the file holds data that could not be decoded and could not be moved
    /// aside, and overwriting it would lose it.
    case refusingToOverwrite
    /// The value could not be encoded.
    case unencodable(underlying: any Error)
    /// The file could not be written (no such folder, permissions, full disk).
    case unwritable(underlying: String)
    /// Changes made by other processes cannot be watched.
    case unwatchable(underlying: String)
  }

  let url: URL
  let reason: Reason

  var description: String {
    let path = url.path
    switch reason {
    case .unreadable(let underlying):
      return "Could not read the file at '\(path)': \(underlying)."
    case .undecodable(let underlying, let movedTo?, _):
      return """
        The file at '\(path)' could not be decoded (\(underlying)). It was moved to \
        '\(movedTo.path)' so that nothing is lost, and the value starts over; restore it from \
        there once it decodes.
        """
    case .undecodable(let underlying, nil, let moveFailure):
      return """
        The file at '\(path)' could not be decoded (\(underlying)), nor moved aside \
        (\(moveFailure ?? "unknown error")). It is left untouched and will not be overwritten: \
        fix or remove it to save again.
        """
    case .refusingToOverwrite:
      return """
        Not saving to '\(path)': it holds data that could not be decoded, and overwriting it \
        would lose it. Fix or remove the file to save again.
        """
    case .unencodable(let underlying):
      return "Could not encode the value to save to '\(path)': \(underlying)."
    case .unwritable(let underlying):
      return "Could not save the file at '\(path)': \(underlying)."
    case .unwatchable(let underlying):
      return """
        Could not watch the file at '\(path)' for changes made by other processes: \
        \(underlying). Its value is still loaded and saved.
        """
    }
  }

  var errorDescription: String? { description }
}
