// `#if DEBUG`, `canImport(...)` and `swift(>=...)` in statements, type bodies and functions: ObsREPL is an Xcode debug build
// of an iOS app (README, "Conditional compilation"), so DEBUG is set and UIKit, SwiftUI and Combine can be imported (Glibc
// and AppKit cannot). Expected output: written by hand from that rule; swiftc on this Linux machine, without -D DEBUG,
// prints "release", "no UIKit" and logs nothing.
#if canImport(UIKit)
import UIKit
let ui = "UIKit"
#else
let ui = "no UIKit"
#endif
print(ui)
struct Logger {
    #if DEBUG
    let level = "verbose"
    #else
    let level = "errors only"
    #endif

    func log(_ message: String) {
        #if DEBUG
        print("[\(level)]", message)
        #endif
    }
}
Logger().log("app started")
#if DEBUG && canImport(SwiftUI)
print("debug build with SwiftUI")
#else
print("release")
#endif
var found: [String] = []
#if canImport(Combine)
found.append("Combine")
#endif
#if canImport(Glibc)
found.append("Glibc")
#endif
#if canImport(AppKit)
found.append("AppKit")
#endif
#if swift(>=5.9) && compiler(>=6.0)
found.append("Swift 6 compiler")
#endif
print(found)

// expect: UIKit
// expect: [verbose] app started
// expect: debug build with SwiftUI
// expect: ["Combine", "Swift 6 compiler"]
