// swift-tools-version: 6.1
// A package that depends on nativescale by version, as another project would: CI tags a clone of
// this repository and points NATIVESCALE_PACKAGE_URL at it (.ci/run, "the consumer package"). SwiftPM
// refuses a versioned dependency whose targets carry unsafe build flags, so this builds only while
// nativescale's manifest has none.
import PackageDescription

let nativescale = Context.environment["NATIVESCALE_PACKAGE_URL"] ?? "https://github.com/your-org/nativescale.git"

let package = Package(
    name: "consumer",
    dependencies: [
        .package(url: nativescale, from: "0.1.0")
    ],
    targets: [
        .executableTarget(
            name: "consumer",
            dependencies: [
                .product(name: "NativeScaleCore", package: "nativescale"),
                .product(name: "NativeScaleQuality", package: "nativescale"),
            ]
        )
    ]
)
