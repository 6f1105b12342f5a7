// Compiler test style (test/stdlib/Optional.swift): nested optionals, nil comparisons, patterns and ?? with optional operands
let a: Int?? = .some(.none)
let b: Int?? = .none
let c: Int?? = 5

print(a as Any, b as Any, c as Any)
print(a == nil, b == nil, c == nil)
print(a == .some(nil), b == .some(nil))
print(String(describing: a), String(reflecting: c))

func classify(_ x: Int??) -> String {
  switch x {
  case .none: return "outer nil"
  case .some(.none): return "inner nil"
  case .some(.some(let v)) where v < 0: return "negative \(v)"
  case let v??: return "value \(v)"
  }
}
print(classify(a), classify(b), classify(c), classify(-2))

if case let v?? = c { print("double bound", v) }
if case .some(let inner) = a { print("outer bound, inner is \(inner as Any)") }

let maybe: Int? = nil
let fallback: Int? = 9
let r1 = maybe ?? fallback
let r2: Int = maybe ?? fallback ?? 0
print(r1 as Any, r2)
print(type(of: maybe ?? fallback))

var evaluated = false
func expensive() -> Int { evaluated = true; return 1 }
let present: Int? = 3
print(present ?? expensive(), evaluated)
print(maybe ?? expensive(), evaluated)

let strings: [String?] = ["1", nil, "x", "4"]
let parsed = strings.map { $0.flatMap(Int.init) }
print(parsed)
let mappedNested = strings.map { $0.map(Int.init) }
print(mappedNested)
print(strings.compactMap { $0 }.count)

var counter: Int? = 0
counter? += 5
print(counter as Any)
counter! *= 3
print(counter as Any)
counter = nil
counter? += 1
print(counter as Any)

struct Box { var value: Int? ; var child: [Box]? }
var box = Box(value: 1, child: [Box(value: nil, child: nil)])
box.child?[0].value = 7
box.child?.append(Box(value: 8, child: nil))
print(box.child?.map { $0.value ?? -1 } as Any)
print(box.child?.first?.child?.count as Any)
box.child = nil
box.child?[0].value = 100
print(box.child?.count ?? 0)

let o1: Int? = 3
let o2: Int? = nil
print(o1 == 3, o2 != 3, o1 != o2)
print([o1, o2].map { $0.map { $0 * 2 } })
print(o1.map { "\($0)" } ?? "none", o2.map { "\($0)" } ?? "none")
print(Optional(Optional(Optional(1))) as Any)
let deep: Int??? = nil
print(deep as Any)
let wrappedNil: Int??? = .some(.some(nil))
print(wrappedNil as Any)
print((wrappedNil ?? nil) as Any)
print(Optional<Int>.none.debugDescription, Optional(4).debugDescription)
print(o1.unsafelyUnwrapped + 1)

// expect: Optional(nil) nil Optional(Optional(5))
// expect: false true false
// expect: true false
// expect: Optional(nil) Optional(Optional(5))
// expect: inner nil outer nil value 5 negative -2
// expect: double bound 5
// expect: outer bound, inner is nil
// expect: Optional(9) 9
// expect: Optional<Int>
// expect: 3 false
// expect: 1 true
// expect: [Optional(1), nil, nil, Optional(4)]
// expect: [Optional(Optional(1)), nil, Optional(nil), Optional(Optional(4))]
// expect: 3
// expect: Optional(5)
// expect: Optional(15)
// expect: nil
// expect: Optional([7, 8])
// expect: nil
// expect: 0
// expect: true true true
// expect: [Optional(6), nil]
// expect: 3 none
// expect: Optional(Optional(Optional(1)))
// expect: nil
// expect: Optional(Optional(nil))
// expect: Optional(nil)
// expect: nil Optional(4)
// expect: 4
