// nested optionals: Int??, dictionary of optionals, flattening, ?? and pattern matching
// expected output: swiftc 6.3.1 (Linux), run on this machine
let a: Int?? = 5
let b: Int?? = .some(nil)
let c: Int?? = nil
for (name, v) in [("a", a), ("b", b), ("c", c)] {
    switch v {
    case .some(.some(let x)): print(name, "value", x)
    case .some(.none): print(name, "inner nil")
    case .none: print(name, "outer nil")
    }
}
print(a as Any, b as Any, c as Any)
print(a == 5, b == nil, b == .some(nil), c == nil)

let flatA = a ?? nil, flatB = b ?? nil, flatC = c ?? 0
print(flatA as Any, flatB as Any, flatC as Any)
print((a ?? 0) ?? -1, (b ?? 0) ?? -1, (c ?? 0) ?? -1)

var dict: [String: Int?] = ["x": 1, "y": nil]
print(dict.count, dict["x"] as Any, dict["y"] as Any, dict["z"] as Any)
dict["y"] = .some(nil)
print(dict.keys.sorted(), dict.count)
dict["x"] = nil
print(dict.keys.sorted())
dict.updateValue(nil, forKey: "w")
print(dict.keys.sorted(), dict.values.filter { $0 == nil }.count)

if let inner = dict["y"] {
    print("key y present, inner:", inner as Any)
}
if case let v?? = dict["w"] { print("w has", v) } else { print("w has no value") }

let strs = ["1", "x", "3"]
let parsed: [Int?] = strs.map { Int($0) }
print(parsed, parsed.compactMap { $0 })
let firstParsed = parsed.first
print(firstParsed as Any, parsed.last.flatMap { $0 } as Any)
print(parsed.first(where: { $0 == nil }) as Any)

func lookup(_ k: String) -> Int?? {
    if k == "missing" { return nil }
    if k == "null" { return .some(nil) }
    return .some(k.count)
}
for k in ["abc", "null", "missing"] {
    let r = lookup(k)
    if let found = r {
        print(k, "found:", found.map(String.init) ?? "null")
    } else {
        print(k, "absent")
    }
}
let nested: Int??? = 3
print(nested as Any)
if let x = nested, let y = x, let z = y { print("unwrapped thrice:", z) }
let m = Optional(Optional(2)).map { $0.map { $0 * 10 } }
print(m as Any)

// expect: a value 5
// expect: b inner nil
// expect: c outer nil
// expect: Optional(Optional(5)) Optional(nil) nil
// expect: true false true true
// expect: Optional(5) nil Optional(0)
// expect: 5 -1 0
// expect: 2 Optional(Optional(1)) Optional(nil) nil
// expect: ["x", "y"] 2
// expect: ["y"]
// expect: ["w", "y"] 2
// expect: key y present, inner: nil
// expect: w has no value
// expect: [Optional(1), nil, Optional(3)] [1, 3]
// expect: Optional(Optional(1)) Optional(3)
// expect: Optional(nil)
// expect: abc found: 3
// expect: null found: null
// expect: missing absent
// expect: Optional(Optional(Optional(3)))
// expect: unwrapped thrice: 3
// expect: Optional(Optional(20))
