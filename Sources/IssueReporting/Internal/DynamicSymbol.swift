#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Android)
  import Android
#elseif os(Windows) || os(WASI)
  // No `dlsym`: test frameworks that are not linked are simply not found.
#else
  #error("Unsupported platform: IssueReporting needs a way to look up symbols at run time.")
#endif

/// Looks up a symbol among the images loaded in this process, so IssueReporting can call into a
/// test framework that the program did not link.
func loadedSymbol(named name: String) -> UnsafeMutableRawPointer? {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(Android)
    guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
    return dlsym(handle, name)
  #else
    return nil
  #endif
}
