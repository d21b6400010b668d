import Dependencies
import Testing

@Suite struct WithEscapedDependenciesTests {
  @Test func yieldRestoresTheCapturedValuesInEscapingCode() async {
    let escaped = withDependencies {
      $0.number = 70
    } operation: {
      withEscapedDependencies { $0 }
    }
    // Outside the scope, and on a detached task, where task-locals do not reach.
    let number = await Task.detached {
      escaped.yield { () -> Int in
        @Dependency(\.number) var number
        return number
      }
    }.value
    #expect(number == 70)
  }

  @Test func overridesInsideYieldWin() async {
    let escaped = withDependencies {
      $0.number = 70
    } operation: {
      withEscapedDependencies { $0 }
    }
    let number = await escaped.yield {
      await withDependencies {
        $0.number += 1
      } operation: { () async -> Int in
        await Task.yield()
        @Dependency(\.number) var number
        return number
      }
    }
    #expect(number == 71)
  }

  @Test func theAsynchronousFormCapturesToo() async {
    let number = await withDependencies {
      $0.number = 80
    } operation: {
      await withEscapedDependencies { escaped in
        await Task.detached {
          escaped.yield { () -> Int in
            @Dependency(\.number) var number
            return number
          }
        }.value
      }
    }
    #expect(number == 80)
  }
}
