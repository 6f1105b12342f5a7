// Swift stdlib test style (Optional APIs): comparing optionals with == and != against values and nil, nested optionals, and for-case optional patterns over arrays of optionals
let values: [Int?] = [3, nil, 7, nil, 1]
for case let v? in values {
    print("value", v)
}
for case let v? in values where v > 2 {
    print("big", v)
}
for case nil in values { print("a nil") }
for case .some(let v) in values.reversed() { print("reversed", v) }
var count = 0
for case _? in values { count += 1 }
print("non-nil count:", count)

let x: Int? = 5
let y: Int? = nil
print(x == 5, x == 6, x != nil, y == nil, y != 5, x == y, y == Optional<Int>.none)
let z: Int? = 5
print(x == z, Optional(5) == 5, Optional("a") != "b")
let s: String? = "hi"
print(s == "hi", s?.count == 2, s?.count == 3, y?.description == nil)

let nested: Int?? = .some(nil)
let nestedNone: Int?? = nil
print(nested == nil, nestedNone == nil, nested == .some(nil))
if case .some(.none) = nested { print("outer present, inner absent") }
if case let .some(.some(v)) = Optional(Optional(9)) { print("doubly present", v) }

let pairs: [(String, Int?)] = [("a", 1), ("b", nil), ("c", 3)]
for case let (name, score?) in pairs {
    print(name, score)
}
for case let (name, nil) in pairs { print(name, "missing") }

func check(_ value: Int?) -> String {
    switch value {
    case nil: return "none"
    case 0?: return "zero"
    case let n? where n < 0: return "negative \(n)"
    case let n?: return "positive \(n)"
    }
}
print([nil, 0, -4, 8].map(check))

let words: [String?] = ["b", nil, "a"]
print(words.compactMap { $0 }.sorted(), words.filter { $0 == nil }.count)
let anyOptional: Any = Optional<Int>.none as Any
print(anyOptional as? Int as Any)
if let first = values.first, let unwrapped = first { print("first element", unwrapped) }
print(values.first! as Any, values.last as Any, values.firstIndex(of: nil) as Any)

// expect: value 3
// expect: value 7
// expect: value 1
// expect: big 3
// expect: big 7
// expect: a nil
// expect: a nil
// expect: reversed 1
// expect: reversed 7
// expect: reversed 3
// expect: non-nil count: 3
// expect: true false true true true false true
// expect: true true true
// expect: true true false true
// expect: false true true
// expect: outer present, inner absent
// expect: doubly present 9
// expect: a 1
// expect: c 3
// expect: b missing
// expect: ["none", "zero", "negative -4", "positive 8"]
// expect: ["a", "b"] 1
// expect: nil
// expect: first element 3
// expect: Optional(3) Optional(Optional(1)) Optional(1)
