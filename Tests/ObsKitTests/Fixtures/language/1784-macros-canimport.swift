// Conditional compilation on modules: `#if canImport(...)` for Foundation, Glibc, UIKit, AppKit, SwiftUI, Combine and Observation, guarding imports as app code does.
// expected output: what ObsREPL answers as an iOS app (README, "Conditional compilation"): Foundation, UIKit, Darwin,
// SwiftUI, Combine, Observation and Dispatch can be imported, Glibc and AppKit cannot. swiftc 6.3.1 on this Linux machine
// prints "UI: no UI framework" and ["Glibc", "Observation", "Dispatch"] instead
#if canImport(Foundation)
import Foundation
let hasFoundation = true
#else
let hasFoundation = false
#endif

#if canImport(UIKit)
let ui = "UIKit"
#elseif canImport(AppKit)
let ui = "AppKit"
#else
let ui = "no UI framework"
#endif

var modules: [String] = []
#if canImport(Glibc)
modules.append("Glibc")
#endif
#if canImport(Darwin)
modules.append("Darwin")
#endif
#if canImport(SwiftUI)
modules.append("SwiftUI")
#endif
#if canImport(Combine)
modules.append("Combine")
#endif
#if canImport(Observation)
modules.append("Observation")
#endif
#if canImport(Dispatch)
modules.append("Dispatch")
#endif

print("Foundation:", hasFoundation)
print("UI:", ui)
print(modules)
#if canImport(NoSuchModuleAnywhere)
print("impossible")
#else
print("unknown module not importable")
#endif

// expect: Foundation: true
// expect: UI: UIKit
// expect: ["Darwin", "SwiftUI", "Combine", "Observation", "Dispatch"]
// expect: unknown module not importable
