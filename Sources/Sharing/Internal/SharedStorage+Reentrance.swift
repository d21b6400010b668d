import IssueReporting

/// What a shared value does when the thread writing it reads or writes it again from inside the
/// write's closure, as TCA's SyncUps app does when it deletes the sync-up a detail screen shows:
///
/// ```swift
/// $syncUps.withLock { _ = $0.remove(id: state.syncUp.id) }  // `state.syncUp` reads `syncUps`
/// ```
///
/// A read sees the value as the write began (the closure mutates a copy), with the writes
/// nested in it so far. A nested write is a mistake, since the closure's argument is the way to
/// change the value, but it is not lost: it is reported, stored at once (later reads in the
/// closure see it), and applied again, as an assignment of the part it wrote, over the result of
/// the enclosing write. That write's own changes to that part are replaced.
extension SharedStorage {
  /// Runs a write from inside another write's closure, on the thread holding the lock: reports
  /// it, then mutates a copy of its part, stores it, and records it to be applied again over the
  /// enclosing write. Writes nested in this one are applied again over it, as it is over its
  /// enclosing write.
  ///
  /// Neither saved nor announced here: the enclosing write saves the value and tells its
  /// observers once the whole write is done.
  func writeNested<Member, Result>(
    _ keyPath: WritableKeyPath<Value, Member>,
    _ body: (inout Member) throws -> Result,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) rethrows -> Result {
    reportIssue(
      """
      A shared value was written from inside a "withLock" on the same value (through the same \
      reference, a copy, or a projection of it, such as "$syncUps[id: id]").

      The inner write is applied after the outer one, replacing what the outer one wrote to the \
      same part. Change the value through the outer closure's argument instead: \
      "$syncUps.withLock { $0[id: id]?.title = title }".
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    // Its place among the nested writes is taken now, so that the writes nested in it come
    // after it and are applied over it.
    let slot = nestedWrites.count
    nestedWrites.append { _ in }
    hasNestedWrites.store(true, ordering: .relaxed)
    var member = value[keyPath: keyPath]
    defer {
      value[keyPath: keyPath] = member
      let written = member
      nestedWrites[slot] = { $0[keyPath: keyPath] = written }
      reapplyNestedWrites(from: slot + 1)
    }
    return try body(&member)
  }

  /// Applies the nested writes from `first` on to the value again, in the order they began:
  /// after a write whose closure they ran in has stored its result over them.
  @usableFromInline func reapplyNestedWrites(from first: Int) {
    var index = first
    while index < nestedWrites.count {
      let write = nestedWrites[index]
      write(&value)
      index += 1
    }
  }

  /// Forgets the nested writes, once the outermost write is done with them.
  @usableFromInline func forgetNestedWrites() {
    nestedWrites.removeAll()
    hasNestedWrites.store(false, ordering: .relaxed)
  }
}
