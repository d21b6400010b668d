import ComposableArchitecture

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#else
  #error("lessons needs a C library for fflush")
#endif

/// `swift run lessons`: the examples of the four lessons in `shared/seeds`, run, with what
/// each one shows printed as it happens: the journey of every action (`_printChanges`) and
/// which observers woke.
@main
enum Lessons {
  @MainActor
  static func main() async {
    await lesson000()
    await lesson002()
    lesson003()
    lesson004()
  }
}

/// A lesson's title, underlined.
func heading(_ title: String) {
  print("\n" + title)
  print(String(repeating: "=", count: title.count))
}

/// A step within a lesson.
func step(_ text: String) {
  print("\n▸ " + text)
  // Runtime warnings go to standard error: flush what came before so they appear in place.
  fflush(nil)
}
