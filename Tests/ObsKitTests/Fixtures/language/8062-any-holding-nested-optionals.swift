// Compiler test style: dynamic casts of Any holding optionals and optionals of optionals
// known-gap: line 12: expected "some(nil) as? Int?: Optional(nil)", got "some(nil) as? Int?: nil"
let a: Int? = 5
let b: Int? = nil
let aa: Int?? = .some(.some(7))
let ab: Int?? = .some(nil)
let an: Int?? = nil

func describe(_ x: Any) -> String {
    if let i = x as? Int { return "Int(\(i))" }
    return "not Int: \(x)"
}

print(describe(a as Any))
print(describe(b as Any))
print(describe(aa as Any))
print(describe(ab as Any))
print(describe(an as Any))

// Casting to Optional types directly
let boxed: Any = a as Any
if let oi = boxed as? Int? {
    print("as Int?:", oi as Any)
}
let boxedNil: Any = b as Any
if let oi = boxedNil as? Int? {
    print("nil as Int?:", oi as Any)
} else {
    print("nil cast to Int? failed")
}
print("nil is Int:", boxedNil is Int)
print("nil is Int?:", boxedNil is Int?)

// Flattening via as?
let deep: Any = aa as Any
let flat = deep as? Int
print("deep as? Int:", flat as Any)
let deepNone: Any = ab as Any
print("some(nil) as? Int:", (deepNone as? Int) as Any)
print("some(nil) as? Int?:", (deepNone as? Int?) as Any)

// Optional chaining and ?? on double optionals
func unwrapTwice(_ v: Int??) -> String {
    switch v {
    case .none: return "outer nil"
    case .some(.none): return "inner nil"
    case .some(.some(let x)): return "value \(x)"
    }
}
print(unwrapTwice(aa), unwrapTwice(ab), unwrapTwice(an))
print("?? on double:", (aa ?? 0) as Any, (ab ?? 0) as Any, (an ?? 0) as Any)

// Dictionary lookups yielding double optionals
let dict: [String: Int?] = ["x": 1, "y": nil]
for key in ["x", "y", "z"] {
    let v = dict[key]
    print(key, unwrapTwice(v))
}

// Array of Any containing optionals
let mixed: [Any] = [1, Optional<Int>.none as Any, Optional(2) as Any, "s", Optional("t") as Any]
let ints = mixed.compactMap { $0 as? Int }
let strs = mixed.compactMap { $0 as? String }
print("ints:", ints, "strs:", strs)

// expect: Int(5)
// expect: not Int: nil
// expect: Int(7)
// expect: not Int: Optional(nil)
// expect: not Int: nil
// expect: as Int?: Optional(5)
// expect: nil as Int?: nil
// expect: nil is Int: false
// expect: nil is Int?: true
// expect: deep as? Int: Optional(7)
// expect: some(nil) as? Int: nil
// expect: some(nil) as? Int?: Optional(nil)
// expect: value 7 inner nil outer nil
// expect: ?? on double: Optional(7) nil Optional(0)
// expect: x value 1
// expect: y inner nil
// expect: z outer nil
// expect: ints: [1, 2] strs: ["s", "t"]
