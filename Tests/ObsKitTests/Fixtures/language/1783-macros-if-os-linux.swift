// Conditional compilation on the platform: `#if os(Linux)`, `os(iOS)`, `os(macOS)`, `arch(...)`, `targetEnvironment(simulator)`, `_endian`, `_pointerBitWidth`.
// known-gap: error: not supported yet: this declaration
// expected output: swiftc 6.3.1 (Linux), run on this machine: os(Linux) and arch(x86_64) hold; os(iOS), os(macOS) and the simulator do not
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

// expect: running on Linux
// expect: not an Apple device
// expect: x86_64
// expect: not in a simulator
// expect: little endian
// expect: 64-bit pointers
// expect: Linux
