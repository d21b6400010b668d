import ConcurrencyExtras

/// Lets other tasks run until they suspend: exactly (until nothing else is runnable) under the
/// main serial executor, and as a best effort, with `Task.megaYield()`, without it.
func settle() async {
  if await !waitForMainSerialExecutorToSettle() {
    await Task.megaYield()
  }
}
