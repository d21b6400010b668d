// swift-tools-version:6.0
import PackageDescription

// A sync-ups app (a list of recurring meetings, their details, an editing form and a timed
// meeting) written as a TCA user writes it, in TCA's documented style, against Arbor by path:
// its features pass `Shared` values to one another and keep the list under a `@Shared` key.
// No SwiftUI: the features and their tests are the app (internal, as an app's are; the tests
// import it with @testable). CI builds and tests it in debug.
let package = Package(
  name: "SyncUps",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "Arbor", path: "../..")],
  targets: [
    .target(
      name: "SyncUps",
      dependencies: [.product(name: "ComposableArchitecture", package: "Arbor")]
    ),
    .testTarget(
      name: "SyncUpsTests",
      dependencies: ["SyncUps", .product(name: "ComposableArchitecture", package: "Arbor")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
