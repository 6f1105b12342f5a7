// `#available` and `#unavailable` on ObsREPL's simulated device, iOS 18.0 (README, "Conditional compilation"): iOS 17 and 18
// APIs are there, an iOS 26 one is not, other platforms' versions do not apply. Expected output: written by hand from that
// rule; swiftc on this Linux machine takes the `*` branch everywhere, so it prints "new tab bar" and "not unavailable".
if #available(iOS 17, macOS 14, *) {
    print("observation available")
}
if #available(iOS 18, *) {
    print("iOS 18 APIs")
}
if #available(iOS 26, *) {
    print("new tab bar")
} else {
    print("classic tab bar")
}
if #unavailable(iOS 18.1) {
    print("before 18.1")
} else {
    print("not unavailable")
}
func zoomTransition() -> String {
    guard #available(iOS 18.0, watchOS 11, *) else { return "fade" }
    return "zoom"
}
print(zoomTransition())
if #available(macOS 99, *) {
    print("macOS version does not apply on iOS")
}

// expect: observation available
// expect: iOS 18 APIs
// expect: classic tab bar
// expect: before 18.1
// expect: zoom
// expect: macOS version does not apply on iOS
