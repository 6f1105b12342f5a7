// Swift Evolution style (SE-0290, SE-0212): #unavailable checks and #if compiler/swift conditions
// known-gap: error: 2164-unavailable-compiler-if.swift:41:5: error: not supported yet: this '#if' condition
func platformNote() -> String {
    if #unavailable(macOS 99, iOS 99) {
        return "running below version 99"
    } else {
        return "running on 99 or newer"
    }
}

func featureLevel() -> Int {
    var level = 0
    #if compiler(>=5.0)
    level += 1
    #endif
    #if compiler(>=5.9)
    level += 1
    #endif
    #if compiler(<5.0)
    level += 100
    #endif
    #if swift(>=5.0)
    level += 10
    #endif
    #if swift(>=99.0)
    level += 1000
    #endif
    return level
}

print(platformNote())
print("feature level:", featureLevel())

#if compiler(>=6.0)
let generation = "swift 6 compiler"
#else
let generation = "older compiler"
#endif
print(generation)

#if hasFeature(TypedThrows) || compiler(>=6.0)
func typed() throws(CancellationLike) -> Int { throw CancellationLike() }
struct CancellationLike: Error {}
do { _ = try typed() } catch { print("typed throws available:", type(of: error)) }
#endif

#if canImport(NonexistentModuleXYZ)
print("should not print")
#else
print("NonexistentModuleXYZ is not importable")
#endif

#if DEBUG_FLAG_THAT_IS_NOT_SET
print("flag set")
#elseif os(Linux) || os(macOS) || os(Windows) || os(iOS)
print("known OS")
#else
print("other OS")
#endif

if #available(macOS 10.0, *) {
    print("available check passed")
}

// expect: running on 99 or newer
// expect: feature level: 12
// expect: swift 6 compiler
// expect: typed throws available: CancellationLike
// expect: NonexistentModuleXYZ is not importable
// expect: known OS
// expect: available check passed
