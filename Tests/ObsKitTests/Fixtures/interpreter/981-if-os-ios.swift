// `#if os(...)`, `arch(...)` and `targetEnvironment(...)`: ObsREPL compiles as an iOS app on an iPhone (README, "Conditional
// compilation"), so os(iOS) and arch(arm64) hold and the simulator does not. Expected output: written by hand from that rule;
// swiftc on this Linux machine takes the os(Linux) and arch(x86_64) branches instead.
#if os(iOS)
let platform = "iOS"
#elseif os(macOS)
let platform = "macOS"
#else
let platform = "other"
#endif
print(platform)
#if os(iOS) || os(visionOS)
print("touch screen")
#endif
#if !os(Linux) && arch(arm64)
print("Apple silicon phone")
#endif
#if targetEnvironment(simulator)
print("simulator")
#elseif targetEnvironment(macCatalyst)
print("Mac Catalyst")
#else
print("device")
#endif
func cacheFolder() -> String {
    #if os(iOS)
    return "Library/Caches"
    #else
    return "/tmp"
    #endif
}
print(cacheFolder())

// expect: iOS
// expect: touch screen
// expect: Apple silicon phone
// expect: device
// expect: Library/Caches
