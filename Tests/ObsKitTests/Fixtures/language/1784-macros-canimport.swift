// Conditional compilation on modules: `#if canImport(...)` for Foundation, Glibc, UIKit, AppKit, SwiftUI, Combine and Observation, guarding imports as app code does.
// known-gap: error: not supported yet: this declaration
// expected output: swiftc 6.3.1 (Linux), run on this machine (Linux toolchain: Foundation, Glibc, Dispatch, Observation importable; UIKit, AppKit, SwiftUI, Combine not)
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
// expect: UI: no UI framework
// expect: ["Glibc", "Observation", "Dispatch"]
// expect: unknown module not importable
