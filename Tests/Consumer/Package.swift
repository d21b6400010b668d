// swift-tools-version:6.0
import PackageDescription

// A downstream package that depends on Arbor by path, as a user's would: CI builds and runs it to
// prove that Arbor's macros expand for packages other than Arbor itself.
let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "Arbor", path: "../..")],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "Arbor")
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
