// Control Flow: #available and #unavailable with platform lists, in if, guard and else branches (not Apple: the * branch).
// expected output: swiftc 6.3.1 (Linux), run on this machine, except "compiled elsewhere" where swiftc prints "compiled for
// Linux": ObsREPL answers `#if os(...)` as an iOS app (README, "Conditional compilation")
func pickLayout() -> String {
    if #available(iOS 17, macOS 14, *) {
        return "modern layout"
    } else {
        return "fallback layout"
    }
}
print(pickLayout())
if #available(macOS 10.12, *) {
    print("available on this platform")
}
if #unavailable(iOS 13) {
    print("old iOS only")
} else {
    print("not an old iOS")
}
func startFeature() {
    guard #available(macOS 15, iOS 18, watchOS 11, *) else {
        print("feature unavailable")
        return
    }
    print("feature started")
}
startFeature()
let ok: Bool
if #available(tvOS 99, *) { ok = true } else { ok = false }
print("ok =", ok)
#if os(Linux)
print("compiled for Linux")
#else
print("compiled elsewhere")
#endif
#if swift(>=5.9)
print("Swift 5.9 or later")
#endif
#if DEBUG_FLAG_THAT_IS_NOT_SET
print("not compiled")
#elseif canImport(Foundation)
print("Foundation can be imported")
#endif

// expect: modern layout
// expect: available on this platform
// expect: not an old iOS
// expect: feature started
// expect: ok = true
// expect: compiled elsewhere
// expect: Swift 5.9 or later
// expect: Foundation can be imported
