#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(WinSDK)
  import WinSDK
#else
  #error("CurrentThread needs the platform's thread identity: add it here.")
#endif

/// The thread the caller runs on, as a number no other live thread has.
///
/// What ``OwnedLock`` records of its holder. Never `0`, which the lock keeps for "no holder".
@usableFromInline
package enum CurrentThread {
  /// The running thread's identity: equal for two calls on one thread, different for two
  /// threads alive at once (an exited thread's may be given to a new one).
  @usableFromInline
  package static var id: UInt {
    #if canImport(Glibc)
      UInt(pthread_self())
    #elseif canImport(Musl)
      UInt(bitPattern: pthread_self())
    #elseif canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #elseif canImport(WinSDK)
      UInt(GetCurrentThreadId())
    #endif
  }
}
