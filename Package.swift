// swift-tools-version:6.1
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The folder holding the toolchain's SwiftSyntax host modules, which the macro targets build
/// against: no outside package can be fetched here, but the toolchain ships these.
///
/// `SWIFT_HOST_LIBS` wins; otherwise `swiftc` is looked up on `PATH`, symlinks resolved, and
/// `../lib/swift/host` taken from its folder.
let hostLibraries: String = {
  let environment = ProcessInfo.processInfo.environment
  if let explicit = environment["SWIFT_HOST_LIBS"], !explicit.isEmpty {
    return explicit
  }
  let fileManager = FileManager.default
  for directory in (environment["PATH"] ?? "").split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
    guard fileManager.isExecutableFile(atPath: candidate.path) else { continue }
    let compiler = candidate.resolvingSymlinksInPath()
    let host = compiler.deletingLastPathComponent()
      .appendingPathComponent("../lib/swift/host").standardizedFileURL
    if fileManager.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) {
      return host.path
    }
  }
  return "/usr/lib/swift/host"
}()

/// Compiler and linker settings for a target that imports SwiftSyntax from the toolchain.
let hostSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-I", hostLibraries])]
let hostLinkerSettings: [LinkerSetting] = [
  .unsafeFlags(["-L", hostLibraries, "-Xlinker", "-rpath", "-Xlinker", hostLibraries])
]
let hostSyntaxLibraries: [LinkerSetting] = [
  "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics",
  "SwiftCompilerPluginMessageHandling", "SwiftParser", "SwiftOperators", "SwiftBasicFormat",
  "SwiftParserDiagnostics", "SwiftSyntaxMacroExpansion",
].map { .linkedLibrary($0) }

let package = Package(
  name: "Arbor",
  // Observation and `Synchronization.Mutex` set the floor on Apple platforms; Linux has no floor.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "CasePaths", targets: ["CasePaths"]),
    .library(name: "IdentifiedCollections", targets: ["IdentifiedCollections"]),
    .library(name: "CustomDump", targets: ["CustomDump"]),
    .library(name: "IssueReporting", targets: ["IssueReporting"]),
    .library(name: "Clocks", targets: ["Clocks"]),
    .library(name: "ConcurrencyExtras", targets: ["ConcurrencyExtras"]),
    .library(name: "XCTestDynamicOverlay", targets: ["XCTestDynamicOverlay"]),
    .library(name: "Dependencies", targets: ["Dependencies"]),
    .library(name: "DependenciesMacros", targets: ["DependenciesMacros"]),
    .library(name: "DependenciesTestSupport", targets: ["DependenciesTestSupport"]),
    .library(name: "Perception", targets: ["Perception"]),
    .library(name: "Sharing", targets: ["Sharing"]),
    .library(name: "SwiftNavigation", targets: ["SwiftNavigation"]),
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .executable(name: "arbor-benchmarks", targets: ["arbor-benchmarks"]),
    .executable(name: "todos", targets: ["todos"]),
    .executable(name: "lessons", targets: ["lessons"]),
  ],
  // TCA 1.25's traits, by the same names: a package that enables them (as TCA's migration guide
  // asks) resolves against Arbor, and the deprecations they gate warn as upstream's do.
  traits: [
    .trait(
      name: "ComposableArchitecture2Deprecations",
      description: """
        Deprecates, on every platform, the spellings TCA 2.0 removes: 'scope(state:action:)' and \
        'Scope(state:action:)' for their unlabeled forms, 'Effect.concatenate' and 'Effect.map', \
        'onChange' returning a reducer, and 'send(_:animation:)'.
        """
    ),
    .trait(
      name: "ComposableArchitecture2DeprecationOverloads",
      description: """
        TCA's trait for deprecations that need extra overloads. Upstream's are SwiftUI bindings, \
        which Arbor does not have: enabling it changes nothing here.
        """
    ),
  ],
  targets: [
    // Base modules, in dependency order.
    // The lock every module guards its shared state with: `Mutex`, seen by the thread sanitizer.
    .target(name: "Locking"),
    // Whether the fast paths give way to their plain twins: `-D ARBOR_PLAIN_PATHS`, or a debug
    // build's switch (CONTRIBUTING.md).
    .target(name: "PlainPaths"),
    .target(name: "IssueReporting", dependencies: ["Locking"]),
    // IssueReporting under its old name, with the old spellings (`XCTFail`) it still offers.
    .target(name: "XCTestDynamicOverlay", dependencies: ["IssueReporting"]),
    .target(name: "ConcurrencyExtras", dependencies: ["Locking"]),
    .target(name: "IdentifiedCollections"),
    .target(name: "CustomDump", dependencies: ["IssueReporting", "Locking"]),
    .target(name: "Clocks", dependencies: ["ConcurrencyExtras", "IssueReporting", "Locking"]),
    .target(name: "CasePaths", dependencies: ["CasePathsMacros", "IssueReporting", "Locking"]),
    // What every macro plugin shares: the `@main` that serves its macros to the compiler.
    .target(
      name: "MacroSupport",
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostLinkerSettings + hostSyntaxLibraries
    ),
    .macro(
      name: "CasePathsMacros",
      dependencies: ["MacroSupport"],
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostLinkerSettings + hostSyntaxLibraries
    ),
    .target(
      name: "Dependencies",
      dependencies: [
        "Clocks", "ConcurrencyExtras", "IssueReporting", "Locking", "PlainPaths",
        "XCTestDynamicOverlay",
      ]
    ),
    // `import DependenciesMacros` declares `@DependencyClient` and friends; the plugin that
    // expands them is a separate target, as in Point-Free's package.
    .target(
      name: "DependenciesMacros",
      dependencies: ["DependenciesMacrosPlugin", "IssueReporting", "XCTestDynamicOverlay"]
    ),
    // Swift Testing traits that give a test or suite its own dependencies (`.dependency(...)`).
    .target(name: "DependenciesTestSupport", dependencies: ["Dependencies", "IssueReporting"]),
    .macro(
      name: "DependenciesMacrosPlugin",
      dependencies: ["MacroSupport"],
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostLinkerSettings + hostSyntaxLibraries
    ),
    // Perception's API as a thin layer over Observation, which every platform Arbor runs on has.
    .target(name: "Perception", dependencies: ["PerceptionMacros"]),
    // Arbor's own observers: what an `observe` closure read, who to wake when it changes, and when
    // they run again. Below every module that records reads (the architecture's state, `@Shared`)
    // and the one that runs observers (SwiftNavigation's `observe`); nothing here is public.
    .target(
      name: "ObserverRegistry", dependencies: ["CMainQueue", "Locking", "Perception", "PlainPaths"]
    ),
    .macro(
      name: "PerceptionMacros",
      dependencies: ["MacroSupport"],
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostLinkerSettings + hostSyntaxLibraries
    ),
    // Point-Free's Sharing: `@Shared` and `@SharedReader`, in memory or persisted by keys.
    .target(
      name: "Sharing",
      dependencies: [
        "CustomDump", "Dependencies", "IdentifiedCollections", "IssueReporting", "Locking",
        "ObserverRegistry", "Perception",
      ]
    ),
    // Point-Free's SwiftNavigation, its cross-platform part: `observe`, alerts and dialogs as
    // data, `UIBinding`, `UITransaction`, `UINavigationPath`.
    .target(
      name: "SwiftNavigation",
      dependencies: [
        "CasePaths", "ConcurrencyExtras", "CustomDump", "IssueReporting", "Locking",
        "ObserverRegistry", "Perception",
      ]
    ),
    .macro(
      name: "ComposableArchitectureMacros",
      dependencies: ["MacroSupport"],
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostLinkerSettings + hostSyntaxLibraries
    ),

    // The architecture.
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "CasePaths", "Clocks", "ComposableArchitectureMacros", "ConcurrencyExtras",
        "CustomDump", "Dependencies", "DependenciesMacros", "IdentifiedCollections",
        "IssueReporting", "Locking", "ObserverRegistry", "Perception", "PlainPaths", "Sharing",
        "SwiftNavigation",
      ]
    ),
    // libdispatch's queue labels, for the store's check that a send runs on the main queue.
    .systemLibrary(name: "CMainQueue"),

    // Benchmarks: `swift run -c release arbor-benchmarks`. The harness (timing, rounds, medians,
    // output, arguments) is a small library of its own so its pure parts are unit-tested.
    .target(name: "BenchmarkHarness", dependencies: ["CMalloc"]),
    // glibc's `mallinfo2` and `malloc_trim`, for the harness's memory figures.
    .systemLibrary(name: "CMalloc"),
    .executableTarget(
      name: "arbor-benchmarks",
      dependencies: ["BenchmarkHarness", "ComposableArchitecture", "TodosFeature"]
    ),
    // Examples: the todos app (its features are a library so they can be tested) and the
    // lessons runner.
    .target(name: "TodosFeature", dependencies: ["ComposableArchitecture", "Sharing"]),
    .executableTarget(name: "todos", dependencies: ["TodosFeature"]),
    .target(name: "LessonFeatures", dependencies: ["ComposableArchitecture"]),
    .executableTarget(name: "lessons", dependencies: ["ComposableArchitecture", "LessonFeatures"]),

    // Test support: a small `assertMacroExpansion` on the toolchain's SwiftSyntaxMacroExpansion.
    .target(
      name: "MacroTesting",
      path: "Tests/Support/MacroTesting",
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostLinkerSettings + hostSyntaxLibraries
    ),

    // Test support: runs a feature through its fast paths and their plain twins side by side,
    // with seeded random action sequences, and shrinks a difference to a short repro.
    .target(
      name: "DifferentialTesting",
      dependencies: [
        "ComposableArchitecture", "CustomDump", "IssueReporting", "Locking", "PlainPaths",
      ],
      path: "Tests/Support/DifferentialTesting"
    ),

    // Tests mirror the modules one to one.
    .testTarget(name: "LockingTests", dependencies: ["Locking"]),
    .testTarget(name: "PlainPathsTests", dependencies: ["PlainPaths"]),
    .testTarget(
      name: "DifferentialTestingTests",
      dependencies: ["ComposableArchitecture", "DifferentialTesting", "PlainPaths"]
    ),
    .testTarget(name: "IssueReportingTests", dependencies: ["IssueReporting"]),
    .testTarget(name: "ConcurrencyExtrasTests", dependencies: ["ConcurrencyExtras"]),
    .testTarget(name: "IdentifiedCollectionsTests", dependencies: ["IdentifiedCollections"]),
    .testTarget(
      name: "CustomDumpTests",
      dependencies: ["CustomDump", "IssueReporting"]
    ),
    .testTarget(name: "ClocksTests", dependencies: ["Clocks", "ConcurrencyExtras"]),
    .testTarget(name: "CasePathsTests", dependencies: ["CasePaths", "IssueReporting"]),
    .testTarget(name: "XCTestDynamicOverlayTests", dependencies: ["XCTestDynamicOverlay"]),
    .testTarget(
      name: "DependenciesTests", dependencies: ["Dependencies", "DependenciesMacros", "PlainPaths"]
    ),
    .testTarget(
      name: "DependenciesTestSupportTests",
      dependencies: ["Dependencies", "DependenciesTestSupport"]
    ),
    .testTarget(name: "PerceptionTests", dependencies: ["Perception"]),
    .testTarget(name: "ObserverRegistryTests", dependencies: ["ObserverRegistry"]),
    .testTarget(
      name: "SwiftNavigationTests",
      dependencies: ["CustomDump", "IssueReporting", "ObserverRegistry", "SwiftNavigation"]
    ),
    .testTarget(
      name: "SharingTests",
      dependencies: ["ConcurrencyExtras", "CustomDump", "Dependencies", "Sharing"]
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: [
        "ComposableArchitecture", "DifferentialTesting", "LessonFeatures", "ObserverRegistry",
        "PlainPaths",
      ]
    ),
    .testTarget(name: "BenchmarkHarnessTests", dependencies: ["BenchmarkHarness"]),
    // Depends on the library only: the end-to-end test runs the `todos` executable that
    // `swift build` / `swift test` build beside the test bundle.
    .testTarget(name: "TodosFeatureTests", dependencies: ["TodosFeature"]),
    .testTarget(
      name: "CasePathsMacrosTests",
      dependencies: ["CasePathsMacros", "MacroTesting"],
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostLinkerSettings
    ),
    .testTarget(
      name: "DependenciesMacrosPluginTests",
      dependencies: ["DependenciesMacrosPlugin", "MacroTesting"],
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostLinkerSettings
    ),
    .testTarget(
      name: "PerceptionMacrosTests",
      dependencies: ["PerceptionMacros", "MacroTesting"],
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostLinkerSettings
    ),
    .testTarget(
      name: "ComposableArchitectureMacrosTests",
      dependencies: ["ComposableArchitectureMacros", "MacroTesting"],
      swiftSettings: hostSwiftSettings,
      linkerSettings: hostLinkerSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
