// Swift compiler execution test style (optional patterns): optional patterns in switch, nested optionals printed and compared, optional tuples and if-case with ?
let values: [Int?] = [1, nil, 3, nil, 5]
for case let v? in values { print("some", v) }
for v in values {
    switch v {
    case let x? where x > 2: print("big", x)
    case .some(let x): print("small", x)
    case .none: print("none")
    }
}
let nested: Int?? = .some(nil)
let nested2: Int?? = 4
let nested3: Int?? = nil
print(nested as Any, nested2 as Any, nested3 as Any)
print(nested == nil, nested3 == nil, nested2 == 4)
switch nested {
case .some(.some(let x)): print("value", x)
case .some(.none): print("inner nil")
case .none: print("outer nil")
}
if case let x?? = nested2 { print("double unwrapped", x) }
let dict: [String: Int?] = ["a": 1, "b": nil]
print(dict["a"] as Any, dict["b"] as Any, dict["c"] as Any)
if let inner = dict["b"] { print("b present, value", inner as Any) }
if dict["c"] == nil { print("c absent") }

let pair: (Int, String)? = (7, "seven")
if let (n, s) = pair { print(n, s) }
print(pair?.0 as Any, pair.map { "\($0.1)!" } ?? "")
let maybePairs: [(Int, String)?] = [(1, "a"), nil, (2, "b")]
for case let (n, s)? in maybePairs { print("pair", n, s) }
let tupleOfOpts: (Int?, Int?) = (1, nil)
switch tupleOfOpts {
case (let a?, let b?): print("both", a, b)
case (let a?, nil): print("only first", a)
case (nil, let b?): print("only second", b)
case (nil, nil): print("neither")
}
let flat = values.compactMap { $0 }
print(flat, values.count, values)
print(values.map { $0 ?? 0 }.reduce(0, +))
let opt: Int? = 5
print(opt == 5, opt != nil, opt! + 1, opt.map { $0 > 3 } == true)
let optArr: [Int]? = [1, 2]
print(optArr?[1] as Any, optArr?.last.map { $0 * 10 } as Any)

// expect: some 1
// expect: some 3
// expect: some 5
// expect: small 1
// expect: none
// expect: big 3
// expect: none
// expect: big 5
// expect: Optional(nil) Optional(Optional(4)) nil
// expect: false true true
// expect: inner nil
// expect: double unwrapped 4
// expect: Optional(Optional(1)) Optional(nil) nil
// expect: b present, value nil
// expect: c absent
// expect: 7 seven
// expect: Optional(7) seven!
// expect: pair 1 a
// expect: pair 2 b
// expect: only first 1
// expect: [1, 3, 5] 5 [Optional(1), nil, Optional(3), nil, Optional(5)]
// expect: 9
// expect: true true 6 true
// expect: Optional(2) Optional(20)
