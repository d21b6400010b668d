import Synchronization

/// A slot that publishes one object, once and for good, and lends it out without reference
/// counting: the reducer body cache reads it on every action of every cached reducer, where a
/// retain and a release around each read would cost more than the read.
///
/// Invariants, on which the unmanaged reads rely:
/// 1. A published object is never released: it lives as long as the process, so a reference
///    lent out can never dangle, whichever thread holds it.
/// 2. The slot is published at most once: every read after the first publication lends the same
///    object, and the objects of publications that lost the race are released at once, unseen.
/// 3. A reader sees the object fully initialized: publication releases, reading acquires.
/// 4. Every read names the class the object was made as (checked in debug builds).
@usableFromInline
struct _UnsafePublishedReference: ~Copyable, Sendable {
  /// Where the published object is, as an integer; read it through ``publishedAddress``.
  @usableFromInline
  let address = Atomic<UInt>(0)

  @usableFromInline
  init() {}

  /// The address of the published object, or 0 while nothing is published.
  @inlinable
  var publishedAddress: UInt {
    address.load(ordering: .acquiring)
  }

  /// Runs `body` with the object published at `address` (from ``publishedAddress`` or
  /// ``publish(_:)``, never 0), lent without a retain.
  @inlinable
  func withObject<Object: AnyObject & Sendable, Result>(
    at address: UInt, as _: Object.Type, _ body: (Object) -> Result
  ) -> Result {
    #if DEBUG
      Self.checkClass(Object.self, at: address)
    #endif
    return Unmanaged<Object>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
      ._withUnsafeGuaranteedRef(body)
  }

  /// Publishes `object` unless another one was published first, which is then kept and `object`
  /// released; returns the published one's address.
  @usableFromInline
  func publish<Object: AnyObject & Sendable>(_ object: Object) -> UInt {
    let unmanaged = Unmanaged.passRetained(object)
    let fresh = UInt(bitPattern: unmanaged.toOpaque())
    let (exchanged, current) = address.compareExchange(
      expected: 0, desired: fresh, ordering: .acquiringAndReleasing
    )
    if exchanged { return fresh }
    unmanaged.release()
    return current
  }

  /// Stops when the object at `address` is not an `Object`: a read that names another class than
  /// the one published would reinterpret its memory.
  @usableFromInline
  static func checkClass<Object: AnyObject>(_: Object.Type, at address: UInt) {
    let object = Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
      .takeUnretainedValue()
    precondition(
      object is Object, "an object published as \(type(of: object)) read as \(Object.self)"
    )
  }
}
