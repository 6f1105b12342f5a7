// Blog style (optionals): how optionals print and interpolate
let a: Int? = 42
let b: Int? = nil
let s: String? = "hi"
print(a as Any)
print(b as Any)
print(s as Any)
print(String(describing: a))
print(String(describing: b))
print("value: \(String(describing: s))")
let nested: Int?? = 5
print(nested as Any)
let nestedNil: Int?? = .some(nil)
print(nestedNil as Any)
print(a ?? 0, b ?? 0)
let arr: [Int?] = [1, nil, 3]
print(arr)
let strs: [String?] = ["x", nil]
print(strs)
debugPrint(s as Any)
print(a.map { $0 * 2 } as Any)
if let v = a { print("unwrapped", v) }
print(Optional<Double>.none as Any, Optional(1.5) as Any)
// expect: Optional(42)
// expect: nil
// expect: Optional("hi")
// expect: Optional(42)
// expect: nil
// expect: value: Optional("hi")
// expect: Optional(Optional(5))
// expect: Optional(nil)
// expect: 42 0
// expect: [Optional(1), nil, Optional(3)]
// expect: [Optional("x"), nil]
// expect: Optional("hi")
// expect: Optional(84)
// expect: unwrapped 42
// expect: nil Optional(1.5)
