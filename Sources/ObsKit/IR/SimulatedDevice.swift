/// What ObsREPL answers to `#if` and `#available`: it runs the code as an iOS 18 app in an Xcode debug
/// build on an iPhone (not a simulator), because that is what the code learners paste here is written
/// for (README "Conditional compilation"). Real swiftc on this Linux machine answers as Linux instead.
enum SimulatedDevice {
    /// `os(...)`.
    static let operatingSystem = "iOS"
    /// `arch(...)`: an iPhone's processor.
    static let architecture = "arm64"
    /// The iOS version `#available(iOS N, *)` compares with.
    static let iOSVersion = [18, 0]
    /// The Swift language version `swift(>=...)` compares with, and the compiler's. Swift 5 mode is Xcode's
    /// default for an app and plain `swiftc`'s, and the mode the compiler check uses: a 6.x compiler in it
    /// answers 5.10 (`swift(>=5.10)` holds, `swift(>=6)` and `swift(>=5.11)` do not).
    static let languageVersion = [5, 10]
    static let compilerVersion = [6, 3]
    /// `-D` flags of an Xcode debug build.
    static let flags: Set<String> = ["DEBUG"]
    /// Modules `canImport(...)` finds, which are the ones `import` accepts: the iOS SDK modules ObsREPL
    /// simulates (SwiftUI, Combine, Observation, part of Foundation) and those that bring nothing more here.
    /// A framework ObsREPL does not simulate (MapKit...) answers false, so code that guards its import works.
    static let importableModules: Set<String> = [
        "Swift", "Foundation", "SwiftUI", "UIKit", "Combine", "Observation", "Dispatch", "Darwin", "CoreFoundation",
        "CoreGraphics", "os", "_Concurrency", "Synchronization", "RegexBuilder", "_StringProcessing",
    ]

    /// What `import` accepts beyond `importableModules`: Linux's C library, which code written on Linux imports
    /// for `sqrt`, `pow`, `round` (Darwin's on the device). `canImport(Glibc)` stays false, as on the device.
    static let acceptedImports: Set<String> = importableModules.union(["Glibc", "Musl"])

    /// The platforms `#available` lists that are this device's (only iOS, and iPadOS apps are iOS ones).
    static let platformNames: Set<String> = ["iOS", "iOSApplicationExtension"]

    /// `targetEnvironment(...)`: a device, so neither `simulator` nor `macCatalyst`.
    static func targetEnvironment(_ name: String) -> Bool { false }

    /// `_endian(little)`, `_pointerBitWidth(_64)`, `_runtime(_ObjC)` (an Apple platform has the Objective-C runtime).
    static func platformCondition(_ name: String, _ argument: String) -> Bool? {
        switch name {
        case "_endian": return argument == "little"
        case "_pointerBitWidth": return argument == "_64"
        case "_runtime": return argument == "_ObjC"
        case "_hasAtomicBitWidth": return ["_8", "_16", "_32", "_64", "_128"].contains(argument)
        default: return nil
        }
    }

    /// Compares dotted versions (`[18, 0]` against "17.4").
    static func atLeast(_ have: [Int], _ wanted: String) -> Bool {
        let parts = wanted.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(have.count, parts.count) {
            let a = index < have.count ? have[index] : 0
            let b = index < parts.count ? parts[index] : 0
            if a != b { return a > b }
        }
        return true
    }
}
