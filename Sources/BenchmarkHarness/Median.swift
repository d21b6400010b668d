/// The median of `values`: the middle one, or the mean of the two middle ones; nil when empty.
///
/// Rounds are summarised by their median rather than their mean so that one round disturbed
/// by another process on the machine does not move the figure.
public func median(_ values: [Double]) -> Double? {
  guard !values.isEmpty else { return nil }
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}
