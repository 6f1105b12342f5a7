// Swift Puzzlers style (nested optionals): printing Optional of Optional, flattening with try?, and comparing with nil
let dict: [String: Int?] = ["a": 1, "b": nil]

// Puzzle: what does each line print?
print("1:", dict["a"] as Any)
print("2:", dict["b"] as Any)
print("3:", dict["c"] as Any)
print("4:", dict["b"] == nil, dict["c"] == nil)

if let inner = dict["b"] {
    print("5: found key b, inner is", inner as Any)
}
if case .some(.none) = dict["b"] { print("6: b holds an explicit nil") }

let nested: Int?? = .some(nil)
let flat = nested ?? 7
print("7:", flat as Any, nested! as Any)

func parse(_ s: String) throws -> Int? { Int(s) }
let tried = try? parse("12")
let bad = try? parse("x")
print("8:", tried as Any, bad as Any, type(of: tried))

let arr: [Int?] = [1, nil, 3]
print("9:", arr, arr.compactMap { $0 }, arr.first as Any)
let m = arr.map { $0.map { $0 * 2 } }
print("10:", m)

var optString: String? = "hi"
print("11: \(String(describing: optString)) \(optString ?? "none")")
optString = nil
print("12:", optString as Any, optString?.count as Any)

// expect: 1: Optional(Optional(1))
// expect: 2: Optional(nil)
// expect: 3: nil
// expect: 4: false true
// expect: 5: found key b, inner is nil
// expect: 6: b holds an explicit nil
// expect: 7: nil nil
// expect: 8: Optional(12) nil Optional<Int>
// expect: 9: [Optional(1), nil, Optional(3)] [1, 3] Optional(Optional(1))
// expect: 10: [Optional(2), nil, Optional(6)]
// expect: 11: Optional("hi") hi
// expect: 12: nil nil
