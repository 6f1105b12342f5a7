// Compiler test style: nested optionals, optional promotion, casts that produce double optionals and nil patterns
let a: Int?? = 5
let b: Int?? = .some(nil)
let c: Int?? = nil
print(a as Any, b as Any, c as Any)
print(a == nil, b == nil, c == nil)
print(a == .some(nil), b == .some(nil))

for value in [a, b, c] {
  switch value {
  case .some(.some(let v)): print("value \(v)")
  case .some(.none): print("inner nil")
  case .none: print("outer nil")
  }
}
for value in [a, b, c] {
  if case let v?? = value { print("double-bound \(v)") }
  else if case .some(nil) = value { print("some(nil)") }
  else { print("nil") }
}

let dict: [String: Int?] = ["x": 1, "y": nil]
print(dict["x"] as Any, dict["y"] as Any, dict["z"] as Any)
print(dict["y"] == nil, dict["y"]! == nil, dict["z"] == nil)
if let inner = dict["y"] { print("key y exists, inner = \(inner as Any)") }
print(dict.count, dict.keys.sorted())

let flattenedA = a ?? nil
let flattenedB = b ?? 0
print(flattenedA as Any, flattenedB as Any)
print((a ?? nil) ?? -1, (b ?? nil) ?? -1, (c ?? nil) ?? -1)
print(a.flatMap { $0 } as Any, b.flatMap { $0 } as Any)
print(a.map { $0.map { $0 + 1 } } as Any)

let anyValue: Any = Optional(Optional(3)) as Any
print(anyValue)
print(anyValue as? Int as Any)
print(anyValue as? Int? as Any)
let anyNil: Any = Optional<Int>.none as Any
print(anyNil as? Int as Any, anyNil is Int, anyNil is Int?)

func returnsOptional(_ x: Int) -> Int? { return x > 0 ? x : nil }
let tried = returnsOptional(1).map { $0 * 2 }
print(tried as Any, type(of: tried))
let chained: [Int]? = [1, 2]
print(chained?.first as Any, type(of: chained?.first))

func promote(_ x: Int??) -> String { return "\(x as Any)" }
print(promote(1), promote(nil), promote(.some(nil)))
let single: Int? = 4
print(promote(single))

var counter: Int? = 0
counter? += 1
print(counter as Any)
counter = nil
counter? += 1
print(counter as Any)

let strings = ["1", "x", "3"]
let parsed = strings.map { Int($0) }
print(parsed, parsed.compactMap { $0 }, parsed.contains(nil))
let firstParsed = parsed.first
print(firstParsed as Any, type(of: firstParsed))
let firstNil = parsed.first { $0 == nil }
print(firstNil as Any)

struct Wrapper { var inner: Wrapper2? }
struct Wrapper2 { var value: Int? }
let w: Wrapper? = Wrapper(inner: Wrapper2(value: nil))
print(w?.inner?.value as Any, type(of: w?.inner?.value))
print(w?.inner as Any)

print(Optional(1) == 1, Optional<Int>.none == nil, Optional(1)! + 1)
let optionals: [Int?] = [3, nil, 1]
print(optionals.sorted { ($0 ?? Int.min) < ($1 ?? Int.min) })
print(optionals.map { $0.map(String.init) ?? "-" })
let implicit: Int! = 7
let fromIUO = implicit
print(fromIUO as Any, implicit + 1)
let nestedIUO: Int?? = implicit
print(nestedIUO as Any)

// expect: Optional(Optional(5)) Optional(nil) nil
// expect: false false true
// expect: false true
// expect: value 5
// expect: inner nil
// expect: outer nil
// expect: double-bound 5
// expect: some(nil)
// expect: nil
// expect: Optional(Optional(1)) Optional(nil) nil
// expect: false true true
// expect: key y exists, inner = nil
// expect: 2 ["x", "y"]
// expect: Optional(5) nil
// expect: 5 -1 -1
// expect: Optional(5) nil
// expect: Optional(Optional(6))
// expect: Optional(Optional(3))
// expect: Optional(3)
// expect: Optional(Optional(3))
// expect: nil false true
// expect: Optional(2) Optional<Int>
// expect: Optional(1) Optional<Int>
// expect: Optional(Optional(1)) nil Optional(nil)
// expect: Optional(Optional(4))
// expect: Optional(1)
// expect: nil
// expect: [Optional(1), nil, Optional(3)] [1, 3] true
// expect: Optional(Optional(1)) Optional<Optional<Int>>
// expect: Optional(nil)
// expect: nil Optional<Int>
// expect: Optional(main.Wrapper2(value: nil))
// expect: true true 2
// expect: [nil, Optional(1), Optional(3)]
// expect: ["3", "-", "1"]
// expect: Optional(7) 8
// expect: Optional(Optional(7))
