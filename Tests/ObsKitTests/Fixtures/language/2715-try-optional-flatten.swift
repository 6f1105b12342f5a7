// Compiler test style: try? flattens optionals, try! on success, and nested optionals
enum Oops: Error { case bad }

func maybe(_ x: Int) throws -> Int? {
  if x < 0 { throw Oops.bad }
  if x == 0 { return nil }
  return x * 3
}

let a = try? maybe(2)
let b = try? maybe(0)
let c = try? maybe(-1)
print(type(of: a), a as Any)
print(b as Any, c as Any)
print(b == nil, c == nil)

let d: Int?? = .some(try? maybe(0) ?? 99)
print(d as Any)

let e = try! maybe(5)
print(e as Any)

func nonOpt(_ x: Int) throws -> Int {
  if x > 10 { throw Oops.bad }
  return x
}
let f = (try? nonOpt(3)) ?? -1
let g = (try? nonOpt(30)) ?? -1
print(f, g)

if let v = try? maybe(4) {
  print("bound", v)
}
if case .some(let w) = try? maybe(0) {
  print("case bound", w as Any)
} else {
  print("no value")
}
let chained = try? maybe(1).map { $0 + 100 }
print(chained as Any)
let arr = [1, -2, 0, 4].map { try? maybe($0) }
print(arr)
print(arr.compactMap { $0 })

// expect: Optional<Int> Optional(6)
// expect: nil nil
// expect: true true
// expect: Optional(Optional(99))
// expect: Optional(15)
// expect: 3 -1
// expect: bound 12
// expect: no value
// expect: Optional(103)
// expect: [Optional(3), nil, nil, Optional(12)]
// expect: [3, 12]
