// Q&A style (as? on an Optional inside Any behaves strangely?): casting with optionals of optionals
let inner: Int? = 5
let missing: Int? = nil
let boxed: Any = inner as Any
let boxedNil: Any = missing as Any

print(boxed as? Int as Any)
print(boxedNil as? Int as Any)
print(boxedNil as? Int? as Any)
print(type(of: boxedNil))

// Casting a double optional.
let nested: Int?? = .some(nil)
let cast1 = nested as? Int
print("nested as? Int:", cast1 as Any)
let deep: Int?? = 3
print("deep as? Int:", (deep as? Int) as Any)

// Optional pattern matching through levels.
let values: [Int??] = [1, .some(nil), nil]
for v in values {
    switch v {
    case .some(.some(let x)): print("value \(x)")
    case .some(.none): print("inner nil")
    case .none: print("outer nil")
    }
}

// Heterogeneous array with optionals; as? Int unwraps through the Optional box.
let mixed: [Any] = [1, "two", Optional(3) as Any, Optional<Int>.none as Any, 4.0]
let ints = mixed.compactMap { $0 as? Int }
print("ints:", ints)

// Dictionary lookup of an optional value gives Int??.
let scores: [String: Int?] = ["a": 1, "b": nil]
print(scores["a"] as Any, scores["b"] as Any, scores["c"] as Any)
if let b = scores["b"] { print("key b present with", b as Any) }
if scores["c"] == nil { print("key c absent") }

// expect: Optional(5)
// expect: nil
// expect: Optional(nil)
// expect: Optional<Int>
// expect: nested as? Int: nil
// expect: deep as? Int: Optional(3)
// expect: value 1
// expect: inner nil
// expect: outer nil
// expect: ints: [1, 3]
// expect: Optional(Optional(1)) Optional(nil) nil
// expect: key b present with nil
// expect: key c absent
