import Dispatch
import Locking
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct UnsafeThreadSanitizerHooksTests {
  @Test func presentExactlyUnderTheSanitizer() {
    let runtime = dlopen(nil, RTLD_LAZY).flatMap { dlsym($0, "__tsan_acquire") }
    #expect(_UnsafeThreadSanitizerHooks.isActive == (runtime != nil))
  }

  @Test func lockedSectionsRunTheHooksOnTheLocksOwnAddress() {
    // Under the sanitizer this drives the hooks from many threads; without it, the lock alone.
    let lock = Lock([Int]())
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      for _ in 0..<1_000 { lock.withLock { $0.append(index) } }
    }
    #expect(lock.withLock { $0.count } == 4_000)
  }
}

extension UnsafeThreadSanitizerHooksTests {
  final class Holder: Sendable {
    let first = Lock(0)
    let second = Lock(0)
  }

  @Test func aLockKeepsOneAddressAndTwoLocksHaveTwo() {
    let holder = Holder()
    let first = _UnsafeThreadSanitizerHooks.address(of: holder.first)
    #expect(_UnsafeThreadSanitizerHooks.address(of: holder.first) == first)
    #expect(_UnsafeThreadSanitizerHooks.address(of: holder.second) != first)
  }
}
