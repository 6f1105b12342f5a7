// Compiler test style: optionals inside arrays and dictionaries: printing, compactMap, flattening
let xs: [Int?] = [1, nil, 3]
print(xs)
print(xs.compactMap { $0 })
print(xs.map { $0 ?? 0 })
print(xs.first as Any, xs.first!! as Any)
let nestedNil: Int?? = .some(nil)
print(nestedNil as Any, (nestedNil ?? 7) as Any)
var dict: [String: Int?] = ["a": 1, "b": nil]
print(dict["a"] as Any, dict["b"] as Any, dict["c"] as Any)
dict["a"] = nil
print(dict.keys.sorted())
dict["b"] = .some(nil)
print(dict.count, dict.sorted { $0.key < $1.key })
let strs: [String?] = ["x", nil]
print(strs, strs.map { $0?.uppercased() })
let flat = [[1, nil], [nil, 4]].flatMap { $0 }
print(flat, flat.compactMap { $0 }.reduce(0, +))
let words = ["1", "two", "3"]
print(words.map { Int($0) }, words.compactMap(Int.init))
// expect: [Optional(1), nil, Optional(3)]
// expect: [1, 3]
// expect: [1, 0, 3]
// expect: Optional(Optional(1)) 1
// expect: Optional(nil) nil
// expect: Optional(Optional(1)) Optional(nil) nil
// expect: ["b"]
// expect: 1 [(key: "b", value: nil)]
// expect: [Optional("x"), nil] [Optional("X"), nil]
// expect: [Optional(1), nil, nil, Optional(4)] 5
// expect: [Optional(1), nil, Optional(3)] [1, 3]
