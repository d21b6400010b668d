import Observation

/// A state value that observers can watch field by field: what `@ObservableState` conforms a
/// feature's `State` to.
///
/// Each value carries its own registrar and identity (`_$id`). Reading a field registers that
/// field with the value's registrar; mutating it notifies the same field, and only it. Because
/// every nested state has its own registrar, an observer that read `header.title` is woken by a
/// change to that title and by nothing else: invalidation is per field, qualified by the whole
/// path from the root, without any path bookkeeping.
///
/// The identity survives mutation and changes when a value is replaced by a new one:
///
/// ```swift
/// state.detail?.title = "New"               // same _$id: observers of `title` wake
/// state.detail = Detail.State(title: "New")  // new _$id: observers of `detail` wake
/// ```
public protocol ObservableState: Observable, _CustomDiffIdentity, _$StateIdentifiable {
  /// The value's identity: kept by mutation, new on replacement.
  var _$id: ObservableStateID { get }

  /// Called before the value is mutated through its owner.
  mutating func _$willModify()

  /// The stored property behind a tracked property's key path, so that child reducers can
  /// mutate a child's state where it lives, without the copy a computed property's key path
  /// write makes. Opaque outside ComposableArchitecture.
  static func _$storage(of keyPath: AnyKeyPath) -> _$StoredProperty?

  /// Notifies the observers of the field at `keyPath` that it changed: what a child reducer
  /// does after mutating a child through ``_$storage(of:)``.
  func _$notify<Member>(_ keyPath: KeyPath<Self, Member>)
}

extension ObservableState {
  /// Diffs mark a replaced state (a new ``_$id``) with `@identity`.
  public var _customDiffIdentity: AnyHashable { _$id }

  public static func _$storage(of keyPath: AnyKeyPath) -> _$StoredProperty? { nil }

  /// The state's identity: its ``_$id``.
  @inlinable
  public static func _$identity(of value: inout Self) -> _$StateIdentity {
    _$StateIdentity(value._$id)
  }
  public func _$notify<Member>(_ keyPath: KeyPath<Self, Member>) {}
}
