// Execution-test style: many small cases of nested optionals: wrapping, flattening by ??, casts, ==, map and description.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let a: Int? = 1
let b: Int?? = a
let c: Int?? = .some(nil)
let d: Int?? = nil
print(b as Any, c as Any, d as Any)
print(b == 1, c == nil, d == nil, c == .some(nil))
print((b ?? 0) as Any, (c ?? 0) as Any, (d ?? 0) as Any)
print(b! as Any, c! as Any)
print(b.flatMap { $0 } as Any, c.flatMap { $0 } as Any)
let anyB: Any = b as Any
print(anyB as? Int as Any, anyB as? Int? as Any)
let anyNil: Any = Optional<Int>.none as Any
print(anyNil as? Int as Any, anyNil as? Int? as Any)
var counts: [String: Int?] = ["x": 1, "y": nil]
print(counts["x"] as Any, counts["y"] as Any, counts["z"] as Any)
counts["x"] = nil
print(counts.keys.sorted())
counts["y"] = .some(nil)
print(counts.count)
let arr: [Int?] = [nil, 2]
print(arr.first as Any, arr.last as Any, arr.first! == nil)
func wrap<T>(_ x: T) -> T? { x }
print(wrap(a) as Any, wrap(wrap(3)) as Any)
print(String(describing: Optional(Optional("s"))), String(describing: Int??.none))
if case .some(.none) = c { print("c is some(none)") }
if case nil = d { print("d is none") }
if case let x?? = b { print("b holds", x) }

// expect: Optional(Optional(1)) Optional(nil) nil
// expect: true false true true
// expect: Optional(1) nil Optional(0)
// expect: Optional(1) nil
// expect: Optional(1) nil
// expect: Optional(1) Optional(Optional(1))
// expect: nil Optional(nil)
// expect: Optional(Optional(1)) Optional(nil) nil
// expect: ["y"]
// expect: 1
// expect: Optional(nil) Optional(Optional(2)) true
// expect: Optional(Optional(1)) Optional(Optional(3))
// expect: Optional(Optional("s")) nil
// expect: c is some(none)
// expect: d is none
// expect: b holds 1
