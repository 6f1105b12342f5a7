// Conditional compilation: `#if swift(>=5.9)`, `compiler(>=6.0)`, `#if DEBUG` (not defined: plain `swiftc` passes no -D flags), `#if true/false`, `#elseif` and negation, inside functions and type bodies.
// expected output: swiftc 6.3.1 (Linux), run on this machine, except that ObsREPL answers `#if` as an iOS app in an Xcode debug
// build (README, "Conditional compilation"), so DEBUG is set: "debug build" instead of swiftc's "no DEBUG flag", and no
// "not DEBUG and true" line; swift(>=5.9) and compiler(>=6.0) hold in both
#if swift(>=5.9)
print("language 5.9 or newer")
#else
print("older language")
#endif

#if compiler(>=6.0)
print("compiler 6 or newer")
#endif

#if swift(<5.0)
print("ancient")
#elseif swift(>=7.0)
print("future")
#else
print("in between 5.0 and 7.0")
#endif

#if DEBUG
let buildKind = "debug build"
#else
let buildKind = "no DEBUG flag"
#endif
print(buildKind)

#if !DEBUG && true
print("not DEBUG and true")
#endif

struct Config {
    #if false
    let mode = "never compiled"
    #else
    let mode = "normal"
    #endif

    func describe() -> String {
        #if swift(>=5.0) || DEBUG
        return "config \(mode)"
        #else
        return "old config"
        #endif
    }
}
print(Config().describe())

// expect: language 5.9 or newer
// expect: compiler 6 or newer
// expect: in between 5.0 and 7.0
// expect: debug build
// expect: config normal
