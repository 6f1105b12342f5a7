// Interview question style (optional binding in loops): for case let x?, for-where, while let with an iterator and shadowing in if let
let values: [Int?] = [3, nil, 8, nil, 1]

// Puzzle: which values reach each loop body?
for case let v? in values { print("case let:", v) }
for case let v? in values where v > 2 { print("case let where:", v) }
for v in values where v != nil { print("where != nil:", v as Any) }

var iterator = values.makeIterator()
var seen = 0
while let next = iterator.next() {
    seen += 1
    if next == nil { continue }
}
print("while let saw", seen)

var stack = [1, 2, 3]
var popped: [Int] = []
while let top = stack.popLast(), top > 1 {
    popped.append(top)
}
print("popped", popped, "left", stack)

let name: String? = "outer"
if let name = name?.uppercased() {
    print("shadowed:", name)
}
print("after:", name as Any)
var count: Int? = 5
if var count = count {
    count += 1
    print("inner var:", count)
}
print("outer count:", count!)
guard let unwrapped = count, unwrapped > 3 else { fatalError("unreachable") }
print("guard:", unwrapped)

let pairs: [(String, Int?)] = [("a", 1), ("b", nil), ("c", 3)]
for case let (key, value?) in pairs { print("pair", key, value) }
for case let (i, v?) in values.enumerated() { print("index", i, v) }

// expect: case let: 3
// expect: case let: 8
// expect: case let: 1
// expect: case let where: 3
// expect: case let where: 8
// expect: where != nil: Optional(3)
// expect: where != nil: Optional(8)
// expect: where != nil: Optional(1)
// expect: while let saw 5
// expect: popped [3, 2] left []
// expect: shadowed: OUTER
// expect: after: Optional("outer")
// expect: inner var: 6
// expect: outer count: 5
// expect: guard: 5
// expect: pair a 1
// expect: pair c 3
// expect: index 0 3
// expect: index 2 8
// expect: index 4 1
