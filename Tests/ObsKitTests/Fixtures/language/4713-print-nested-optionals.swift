// Compiler test style: print of nested optionals
// Checks how Optional, Optional<Optional>, and optional collections print,
// both directly (through Any) and through String(describing:) and interpolation.

let a: Int? = 5
let b: Int? = nil
let c: Int?? = 5
let d: Int?? = .some(nil)
let e: Int?? = nil

print(a as Any)
print(b as Any)
print(c as Any)
print(d as Any)
print(e as Any)

print(String(describing: a))
print(String(describing: b))
print(String(describing: c))
print(String(describing: d))

// Optional strings are quoted inside Optional(...).
let s: String? = "hi"
print(s as Any)
print(String(describing: s))

// Interpolation of an optional uses its description.
let n: Int? = 42
print("value: \(String(describing: n))")

// Optional inside arrays.
let arr: [Int?] = [1, nil, 3]
print(arr)

// Optional array.
let oarr: [String]? = ["x", "y"]
print(oarr as Any)

// Optional struct and class.
struct P { var v: Int }
let op: P? = P(v: 1)
print(op as Any)

// Unwrapping with ?? and map.
print(b ?? -1)
print(a.map { $0 * 2 } as Any)
print(b.map { $0 * 2 } as Any)

// flatMap on nested optional.
let flat = c.flatMap { $0 }
print(flat as Any)

// Optional tuple.
let ot: (Int, String)? = (1, "one")
print(ot as Any)

// Triple optional.
let t: Int??? = 7
print(t as Any)
let t2: Int??? = .some(.some(nil))
print(t2 as Any)

// Dictionary lookup yields an optional.
let dict = ["k": 10]
print(dict["k"] as Any)
print(dict["z"] as Any)

// Dictionary of optionals: lookup gives double optional.
let dopt: [String: Int?] = ["a": nil]
print(dopt["a"] as Any)
print(dopt["b"] as Any)

// expect: Optional(5)
// expect: nil
// expect: Optional(Optional(5))
// expect: Optional(nil)
// expect: nil
// expect: Optional(5)
// expect: nil
// expect: Optional(Optional(5))
// expect: Optional(nil)
// expect: Optional("hi")
// expect: Optional("hi")
// expect: value: Optional(42)
// expect: [Optional(1), nil, Optional(3)]
// expect: Optional(["x", "y"])
// expect: Optional(main.P(v: 1))
// expect: -1
// expect: Optional(10)
// expect: nil
// expect: Optional(5)
// expect: Optional((1, "one"))
// expect: Optional(Optional(Optional(7)))
// expect: Optional(Optional(nil))
// expect: Optional(10)
// expect: nil
// expect: Optional(nil)
// expect: nil
