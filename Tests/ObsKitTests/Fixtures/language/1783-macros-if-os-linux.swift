// Conditional compilation on the platform: `#if os(Linux)`, `os(iOS)`, `os(macOS)`, `arch(...)`, `targetEnvironment(simulator)`, `_endian`, `_pointerBitWidth`.
// expected output: what ObsREPL answers as an iOS app on an iPhone (README, "Conditional compilation"): os(iOS) and
// arch(arm64) hold, os(Linux), os(macOS) and the simulator do not. swiftc 6.3.1 on this Linux machine prints "running on
// Linux", "not an Apple device", "x86_64" and "Linux" in their places; the other lines are the same
#if os(Linux)
print("running on Linux")
#elseif os(iOS)
print("running on iOS")
#elseif os(macOS)
print("running on macOS")
#else
print("somewhere else")
#endif

#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
let family = "Apple device"
#else
let family = "not an Apple device"
#endif
print(family)

#if arch(x86_64)
print("x86_64")
#elseif arch(arm64)
print("arm64")
#endif

#if targetEnvironment(simulator)
print("in a simulator")
#else
print("not in a simulator")
#endif

#if _endian(little)
print("little endian")
#endif

#if _pointerBitWidth(_64)
print("64-bit pointers")
#endif

func platformName() -> String {
    #if os(Linux)
    return "Linux"
    #else
    return "other"
    #endif
}
print(platformName())

// expect: running on iOS
// expect: Apple device
// expect: arm64
// expect: not in a simulator
// expect: little endian
// expect: 64-bit pointers
// expect: other
