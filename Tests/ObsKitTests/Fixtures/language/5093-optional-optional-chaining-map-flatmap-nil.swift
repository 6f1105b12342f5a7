// Compiler test style (test/Interpreter/optional.swift): Optional of Optional, chaining, map/flatMap, nil coalescing
let a: Int?? = 5
let b: Int?? = .some(nil)
let c: Int?? = nil
for x in [a, b, c] {
  switch x {
  case .some(.some(let v)): print("value", v)
  case .some(.none): print("inner nil")
  case .none: print("outer nil")
  }
}
print(a as Any, b as Any, c as Any)
print(a == nil, b == nil, c == nil)
print(b == .some(nil), (b ?? 0) as Any, (b ?? 0) ?? -1)

if let outer = b { print("unwrapped outer:", outer as Any) }
if case let v?? = a { print("double unwrap", v) }

let dict: [String: Int?] = ["one": 1, "none": nil]
print(dict["one"] as Any, dict["none"] as Any, dict["missing"] as Any)
print(dict["none"] == .some(nil), dict["missing"] == nil)

struct Node {
  var value: Int
  var next: [Node]
  var child: Node? { next.first }
}
let tree = Node(value: 1, next: [Node(value: 2, next: [Node(value: 3, next: [])])])
print(tree.child?.value as Any, tree.child?.child?.value as Any, tree.child?.child?.child?.value as Any)

let s: String? = "42"
print(s.map { $0 + "!" } as Any)
print(s.flatMap { Int($0) } as Any)
print(s.map { Int($0) } as Any)
let bad: String? = "x"
print(bad.flatMap { Int($0) } ?? -1)
print((bad.map { Int($0) }) as Any)

var opt: [Int]? = [1, 2]
opt?.append(3)
print(opt as Any)
opt = nil
opt?.append(4)
print(opt as Any, opt?.count ?? 0)

let chain: Int? = nil
let result = chain ?? Int("7") ?? 0
print(result)
func f(_ x: Int?) -> String { x.map(String.init) ?? "nil" }
print(f(3), f(nil))
var counter: Int? = 10
counter? += 5
print(counter!)
let optOpt: String?? = "hi"
print(optOpt!!, optOpt! as Any)

// expect: value 5
// expect: inner nil
// expect: outer nil
// expect: Optional(Optional(5)) Optional(nil) nil
// expect: false false true
// expect: true nil -1
// expect: unwrapped outer: nil
// expect: double unwrap 5
// expect: Optional(Optional(1)) Optional(nil) nil
// expect: true true
// expect: Optional(2) Optional(3) nil
// expect: Optional("42!")
// expect: Optional(42)
// expect: Optional(Optional(42))
// expect: -1
// expect: Optional(nil)
// expect: Optional([1, 2, 3])
// expect: nil 0
// expect: 7
// expect: 3 nil
// expect: 15
// expect: hi Optional("hi")
