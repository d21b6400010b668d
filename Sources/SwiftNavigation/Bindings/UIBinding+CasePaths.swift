import CasePaths

extension UIBinding {
  /// A binding to the payload of one case of the enum value, or nil while it is in another:
  /// `$model.destination.detail`. Writes reach the value only while it is in that case.
  @_disfavoredOverload
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, Member>>
  ) -> UIBinding<Member>? where Value: CasePathable {
    let casePath = Value.allCasePaths[keyPath: keyPath]
    let baseLocation = location
    let optional = UIBinding<Member?>(
      location: UIBindingLocation(
        id: location.id.appending(keyPath),
        read: { casePath.extract(from: baseLocation.value) },
        write: { newValue in
          guard let newValue, casePath.extract(from: baseLocation.value) != nil else { return }
          baseLocation.value = casePath.embed(newValue)
        }
      ),
      transaction: transaction
    )
    return UIBinding<Member>(optional)
  }

  /// A binding to the payload of one case of the optional enum value, nil while the value is nil
  /// or in another case: writing nil clears the value.
  public subscript<V: CasePathable, Member>(
    dynamicMember keyPath: KeyPath<V.AllCasePaths, AnyCasePath<V, Member>>
  ) -> UIBinding<Member?> where Value == V? {
    let casePath = V.allCasePaths[keyPath: keyPath]
    let baseLocation = location
    return UIBinding<Member?>(
      location: UIBindingLocation(
        id: location.id.appending(keyPath),
        read: { baseLocation.value.flatMap(casePath.extract(from:)) },
        write: { newValue in
          guard baseLocation.value.flatMap(casePath.extract(from:)) != nil else { return }
          baseLocation.value = newValue.map(casePath.embed)
        }
      ),
      transaction: transaction
    )
  }

  /// A binding to whether the optional enum value is in a case without payload: writing `false`
  /// clears the value.
  public subscript<V: CasePathable>(
    dynamicMember keyPath: KeyPath<V.AllCasePaths, AnyCasePath<V, Void>>
  ) -> UIBinding<Bool> where Value == V? {
    UIBinding<Bool>(self[dynamicMember: keyPath])
  }
}
