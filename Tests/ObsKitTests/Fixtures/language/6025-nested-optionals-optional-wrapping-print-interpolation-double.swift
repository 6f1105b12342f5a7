// Stack Overflow style (printing optionals): nested optionals, Optional(...) wrapping in print and interpolation, and ?? on double optionals
let a: Int? = 5
let b: Int?? = 5
let c: Int?? = .some(nil)
let d: Int?? = nil
print(a as Any, b as Any, c as Any, d as Any)
print("\(String(describing: a)) \(String(describing: b)) \(String(describing: c))")
print([a, nil])
print([b, c, d])

let dict: [String: Int?] = ["x": 1, "y": nil]
print(dict["x"] as Any, dict["y"] as Any, dict["z"] as Any)
print(dict["y"] == nil, dict["z"] == nil, dict["y"]! == nil)
print(dict.keys.sorted(), dict.count)

let flat1 = (b ?? nil) ?? -1
let flat2 = (c ?? nil) ?? -1
let flat3 = (d ?? 0) ?? -1
print(flat1, flat2, flat3)

if let outer = c {
    print("outer unwrapped:", outer as Any)
    if let inner = outer { print("inner", inner) } else { print("inner is nil") }
}
if case let x?? = b { print("double pattern", x) }
if case .some(.none) = c { print("c is some(none)") }

let strs: [String?] = ["a", nil]
print(strs.map { $0 ?? "-" }, strs.map { String(describing: $0) })
print(Optional("hi") as Any, Optional(Optional("hi")) as Any)
let opt: String? = "val"
print("value is \(opt ?? "none") / \(opt.map { $0 + "!" } ?? "none")")
print(Optional<Int>.none as Any, Optional<Optional<Int>>.some(.none) as Any)
debugPrint(a as Any, Optional("s") as Any)

// expect: Optional(5) Optional(Optional(5)) Optional(nil) nil
// expect: Optional(5) Optional(Optional(5)) Optional(nil)
// expect: [Optional(5), nil]
// expect: [Optional(Optional(5)), Optional(nil), nil]
// expect: Optional(Optional(1)) Optional(nil) nil
// expect: false true true
// expect: ["x", "y"] 2
// expect: 5 -1 0
// expect: outer unwrapped: nil
// expect: inner is nil
// expect: double pattern 5
// expect: c is some(none)
// expect: ["a", "-"] ["Optional(\"a\")", "nil"]
// expect: Optional("hi") Optional(Optional("hi"))
// expect: value is val / val!
// expect: nil Optional(nil)
// expect: Optional(5) Optional("s")
