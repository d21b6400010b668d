#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The runtime's original enqueue function, handed to a hook so that it can pass a job on.
package typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void

/// The shape of the concurrency runtime's `swift_task_enqueueGlobal_hook` and
/// `swift_task_enqueueMainExecutor_hook` variables: a Swift-convention function of the job and
/// the runtime's own enqueue function.
package typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void

/// The address of one of the concurrency runtime's hook variables.
///
/// The runtime reads these variables with plain loads each time it enqueues a job; we write them
/// only while holding ``SerialExecutorHookInstaller``'s lock, one pointer-sized store at a time.
// NB: a raw address of a process-global variable; every write goes through the installer's
// mutex, and pointer-sized stores are not torn on the platforms Swift supports.
package struct RuntimeHookSlot: @unchecked Sendable {  // NB: writes hold the installer lock
  /// Where the hook variable lives.
  package let address: UnsafeMutablePointer<EnqueueHook?>

  /// Wraps the address of a hook variable (tests pass their own).
  package init(address: UnsafeMutablePointer<EnqueueHook?>) {
    self.address = address
  }

  /// Looks the runtime variable up by symbol name; `nil` where the platform has no dynamic loader
  /// to ask or the runtime does not export the symbol.
  static func lookUp(_ symbol: String) -> RuntimeHookSlot? {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
      guard
        let handle = dlopen(nil, RTLD_NOW),
        let raw = dlsym(handle, symbol)
      else { return nil }
      return RuntimeHookSlot(address: raw.assumingMemoryBound(to: EnqueueHook?.self))
    #else
      return nil
    #endif
  }

  /// The global executor's hook variable.
  static let enqueueGlobal = lookUp("swift_task_enqueueGlobal_hook")

  /// The main executor's hook variable.
  static let enqueueMainExecutor = lookUp("swift_task_enqueueMainExecutor_hook")
}
