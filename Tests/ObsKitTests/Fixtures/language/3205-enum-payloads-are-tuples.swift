// Compiler test style: enum payloads that are tuples, closures, and other enums
enum Op {
  case unary(String, (Int) -> Int)
  case binary(String, (Int, Int) -> Int)
}

enum Wrapped {
  case point((x: Int, y: Int))
  case op(Op)
}

let ops: [Op] = [
  .unary("neg", { -$0 }),
  .binary("add", +),
  .binary("max", { max($0, $1) }),
  .unary("sq", { $0 * $0 }),
]

for op in ops {
  switch op {
  case let .unary(name, f):
    print(name, f(7))
  case let .binary(name, f):
    print(name, f(3, 9))
  }
}

let w = Wrapped.point((x: 2, y: 5))
if case .point(let p) = w {
  print(p.x + p.y, p)
}
if case let .point((x, y)) = w {
  print("destructured", x, y)
}
let w2 = Wrapped.op(.binary("mul", *))
if case .op(.binary(let n, let f)) = w2 {
  print(n, f(6, 7))
}
switch Wrapped.op(.unary("id", { $0 })) {
case .op(.unary(let n, _)): print("unary op", n)
default: print("other")
}
// expect: neg -7
// expect: add 12
// expect: max 9
// expect: sq 49
// expect: 7 (x: 2, y: 5)
// expect: destructured 2 5
// expect: mul 42
// expect: unary op id
