// Compiler test style: printing optionals at several depths
let a: Int? = 5
let b: Int? = nil
let c: Int?? = 5
let d: Int?? = .some(nil)
let e: Int?? = nil
let f: String??? = "deep"

print(a as Any)
print(b as Any)
print(c as Any)
print(d as Any)
print(e as Any)
print(f as Any)
debugPrint(a as Any)
debugPrint(f as Any)
print(String(describing: c))
print(String(reflecting: d))
print(String(describing: e))

let s: String? = "hello"
print(s as Any)
debugPrint(s as Any)
print([a, b])
print([c, d, e])
let arr: [String]? = ["x", "y"]
print(arr as Any)
let ch: Character? = "z"
print(ch as Any)
let dbl: Double? = 2
print(dbl as Any)
// expect: Optional(5)
// expect: nil
// expect: Optional(Optional(5))
// expect: Optional(nil)
// expect: nil
// expect: Optional(Optional(Optional("deep")))
// expect: Optional(5)
// expect: Optional(Optional(Optional("deep")))
// expect: Optional(Optional(5))
// expect: Optional(nil)
// expect: nil
// expect: Optional("hello")
// expect: Optional("hello")
// expect: [Optional(5), nil]
// expect: [Optional(Optional(5)), Optional(nil), nil]
// expect: Optional(["x", "y"])
// expect: Optional("z")
// expect: Optional(2.0)
