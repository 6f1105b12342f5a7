// Compiler test style: Optional APIs — map, flatMap, ?? chains with autoclosures, optional chaining results, unsafelyUnwrapped-free pattern matching
let some: Int? = 4
let none: Int? = nil

print(some.map { $0 * 10 } as Any, none.map { $0 * 10 } as Any)
print(some.flatMap { $0 > 3 ? String($0) : nil } as Any, some.flatMap { $0 > 5 ? $0 : nil } as Any)

// map vs flatMap with an optional-returning transform.
let strs: [String?] = ["12", "x", nil]
for s in strs {
    let mapped: Int?? = s.map { Int($0) }
    let flat: Int? = s.flatMap { Int($0) }
    print(String(describing: mapped), String(describing: flat))
}

// ?? chains: right-associative, short-circuiting.
var evaluated: [String] = []
func fallback(_ tag: String, _ v: Int?) -> Int? { evaluated.append(tag); return v }
let r1 = none ?? fallback("a", nil) ?? fallback("b", 7) ?? fallback("c", 9) ?? 0
print(r1, evaluated)
evaluated.removeAll()
let r2 = some ?? fallback("never", 1) ?? 0
print(r2, evaluated)

// ?? producing an optional vs non-optional.
let deep: Int?? = .some(nil)
print((deep ?? 5) as Any, (deep ?? nil) as Any, ((deep ?? nil) ?? 8))

// Optional chaining through methods and subscripts.
struct Node {
    var value: Int
    var next: [Node]
    func child(_ i: Int) -> Node? { i < next.count ? next[i] : nil }
}
let tree: Node? = Node(value: 1, next: [Node(value: 2, next: [Node(value: 3, next: [])])])
print(tree?.child(0)?.child(0)?.value as Any, tree?.child(1)?.value as Any)
print(tree?.next.first?.next.count as Any, tree?.next[0].value as Any)

// Optional equality and comparison via pattern.
print(some == 4, none == nil, some != none, Optional(Optional(3)) == .some(.some(3)))

// switch and if-case on optionals.
for v in [some, none, Optional(-1)] {
    switch v {
    case .some(let x) where x > 0: print("positive", x)
    case .some(let x): print("non-positive", x)
    case .none: print("nothing")
    }
}
if case let x? = some { print("bound", x) }
let pairs: [(Int?, String?)] = [(1, "a"), (nil, "b"), (2, nil)]
for case let (n?, s?) in pairs { print("both", n, s) }

// Optional as a sequence-like: compactMap and Optional.map inside reduce.
let values: [Int?] = [1, nil, 3, nil, 5]
print(values.compactMap { $0 }, values.reduce(0) { $0 + ($1 ?? 100) })
print(values.map { $0.map { $0 * $0 } ?? -1 })

// Mutation through optional.
var maybeArr: [Int]? = [1, 2]
maybeArr?.append(3)
let appendedCount = maybeArr?.count
var nothing: [Int]? = nil
let result: Void? = nothing?.append(1)
print(maybeArr!, appendedCount!, result == nil, nothing as Any)

// expect: Optional(40) nil
// expect: Optional("4") nil
// expect: Optional(Optional(12)) Optional(12)
// expect: Optional(nil) nil
// expect: nil nil
// expect: 7 ["a", "b"]
// expect: 4 []
// expect: nil nil 8
// expect: Optional(3) nil
// expect: Optional(1) Optional(2)
// expect: true true true true
// expect: positive 4
// expect: nothing
// expect: non-positive -1
// expect: bound 4
// expect: both 1 a
// expect: [1, 3, 5] 209
// expect: [1, -1, 9, -1, 25]
// expect: [1, 2, 3] 3 true nil
