// Language Reference style (statements): conditional compilation blocks with swift(), compiler(), canImport() and custom flags
#if swift(>=5)
print("swift >= 5")
#else
print("old swift")
#endif

#if compiler(>=6)
print("compiler >= 6")
#elseif compiler(>=5)
print("compiler 5.x")
#else
print("ancient")
#endif

#if swift(<4)
print("never")
#elseif swift(>=5.9) && !swift(>=100)
print("between 5.9 and 100")
#endif

#if canImport(Foundation)
let found = "Foundation importable"
#else
let found = "no Foundation"
#endif
print(found)

#if canImport(SurelyNotAModuleXYZ)
print("impossible")
#else
print("missing module not importable")
#endif

#if DEBUG_FLAG_NOT_SET
print("flag set")
#else
print("flag unset")
#endif

#if false
let ghost: NoSuchType = undefinedFunction(42)
print(ghost.whatever)
#endif

func value() -> Int {
    #if swift(>=5)
    return 5
    #else
    return 4
    #endif
}
print(value())

struct S {
    #if compiler(>=5)
    var x = 1
    #else
    var y = 2
    #endif
}
print(S().x)
let items = [1, 2, 3]
    #if swift(>=5)
    .map { $0 * 2 }
    #endif
print(items)
#if hasFeature(ThisFeatureDoesNotExist)
print("feature")
#else
print("no such feature")
#endif

// expect: swift >= 5
// expect: compiler >= 6
// expect: between 5.9 and 100
// expect: Foundation importable
// expect: missing module not importable
// expect: flag unset
// expect: 5
// expect: 1
// expect: [2, 4, 6]
// expect: no such feature
