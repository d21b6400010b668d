import Foundation
import Testing
import TodosFeature

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TodosFileErrorTests {
  @Test func aFileErrorIsOneLineNamingTheFileAndTheCause() {
    #expect(
      TodosFileError(.read, path: "~/todos.json", errno: EACCES).description
        == "Cannot read ~/todos.json: permission denied.")
    #expect(
      TodosFileError(.save, path: "/data/todos.json", errno: ENOSPC).description
        == "Cannot save /data/todos.json: no space left on device.")
  }

  @Test func theHomeFolderIsWrittenAsATilde() {
    #expect(TodosFileError.displayPath("/home/u/todos.json", home: "/home/u") == "~/todos.json")
    #expect(
      TodosFileError.displayPath("/home/user2/todos.json", home: "/home/u")
        == "/home/user2/todos.json", "only the home folder itself, not a name that starts alike")
    #expect(TodosFileError.displayPath("/tmp/todos.json", home: "/") == "/tmp/todos.json")
  }
}
