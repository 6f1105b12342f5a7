// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The toolchain ships SwiftSyntax and friends as host libraries next to the compiler
/// (`<toolchain>/usr/lib/swift/host`). We link those instead of fetching the swift-syntax package,
/// which cannot be downloaded here. The folder is found from the `swiftc` that runs this manifest.
func toolchainHostLibraries() -> String {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let toolchain = environment["OBSREPL_TOOLCHAIN"] { candidates.append(toolchain) }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.fileExists(atPath: swiftc.path) else { continue }
        // bin/swiftc -> usr/ (resolving symlinks such as /usr/bin/swiftc -> /opt/swift/usr/bin/swiftc)
        candidates.append(swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent().path)
    }
    for usr in candidates {
        let host = URL(fileURLWithPath: usr).appendingPathComponent("lib/swift/host").path
        if FileManager.default.fileExists(atPath: host + "/SwiftParser.swiftmodule") { return host }
    }
    fatalError("""
        ObsREPL needs the SwiftSyntax host libraries that ship with the Swift toolchain \
        (<toolchain>/usr/lib/swift/host/SwiftParser.swiftmodule), but found none from the swiftc on PATH \
        (looked in: \(candidates.map { $0 + "/lib/swift/host" }.joined(separator: ", "))). \
        Put a Swift 6 toolchain's usr/bin on PATH, or set OBSREPL_TOOLCHAIN to its usr/ folder.
        """)
}

let host = toolchainHostLibraries()
let hostImport: [SwiftSetting] = [.unsafeFlags(["-I", host])]
let syntaxLibraries = [
    "SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftOperators",
    "SwiftIDEUtils", "SwiftBasicFormat",
]

let package = Package(
    name: "ObsREPL",
    products: [
        .library(name: "ObsKit", targets: ["ObsKit"]),
        .executable(name: "obsrepl", targets: ["ObsREPL"]),
        .library(name: "ObsCheck", targets: ["ObsCheck"]),
        .executable(name: "obsrepl-check", targets: ["ObsCheckServer"]),
        .executable(name: "obsfuzz", targets: ["ObsFuzz"]),
        .executable(name: "obsbench", targets: ["ObsBench"]),
    ],
    targets: [
        .target(name: "CObsSupport"),
        .target(
            name: "ObsKit",
            dependencies: ["CObsSupport", "ObsCheckAPI"],
            // Release builds drop the run-time exclusivity checks (the interpreter's stores are written so
            // that no access overlaps a release; debug builds and the tests keep the checks on). Debug builds
            // optimize the interpreter too (issue 14: the test suite's corpora run 2.4x faster; a clean build
            // takes about 100 s more, an incremental one about the same), keeping the checks and debug info.
            swiftSettings: hostImport + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
                                         .unsafeFlags(["-O"], .when(configuration: .debug))],
            linkerSettings: [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]
                + syntaxLibraries.map { .linkedLibrary($0) }
        ),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .executableTarget(name: "ObsREPL", dependencies: ["ObsKit", "ObsCheck", "CEditLine", "CObsSupport"], swiftSettings: hostImport),
        // The fuzzer (issue 10): runs ObsKit on mutated scripts through its public API only. Its driver and
        // watchdog are plain threads and locks, so it is compiled in the Swift 5 language mode.
        .executableTarget(name: "ObsFuzz", dependencies: ["ObsKit", "CObsSupport"],
                          swiftSettings: hostImport + [.swiftLanguageMode(.v5)]),
        // The view graph's benchmark driver (issue 14): times turns in one process; bench/run calls it.
        .executableTarget(name: "ObsBench", dependencies: ["ObsKit"], swiftSettings: hostImport),
        .testTarget(
            name: "ObsKitTests", dependencies: ["ObsKit"],
            resources: [.copy("Fixtures")], swiftSettings: hostImport
        ),
        // Type-checking with the real compiler: the client (no dependencies) and its server, a child process
        // that loads the toolchain's sourcekitd at run time (CSourceKit) and splits sessions with SwiftParser.
        // What a type checker answers (diagnostics, the TypeChecker protocol): ObsKit's check stage calls it,
        // ObsCheck's client implements it. No dependencies, no I/O.
        .target(name: "ObsCheckAPI"),
        .target(name: "ObsCheck", dependencies: ["ObsCheckAPI"], exclude: ["README.md"]),
        .target(name: "CSourceKit", linkerSettings: [.linkedLibrary("dl")]),
        .executableTarget(
            name: "ObsCheckServer", dependencies: ["ObsCheck", "ObsCheckAPI", "CSourceKit"], swiftSettings: hostImport,
            linkerSettings: [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host])]
                + ["SwiftSyntax", "SwiftParser", "SwiftDiagnostics"].map { .linkedLibrary($0) }
        ),
        .testTarget(name: "ObsCheckTests", dependencies: ["ObsCheck", "ObsCheckAPI"]),
        .testTarget(name: "ObsREPLTests", dependencies: ["ObsREPL", "ObsKit"], swiftSettings: hostImport),
    ]
)
