// Compiler test style: overloaded arithmetic operators on a struct as static members

struct Vec2: Equatable, CustomStringConvertible {
  var x: Int
  var y: Int

  var description: String { return "(\(x), \(y))" }

  static func + (a: Vec2, b: Vec2) -> Vec2 {
    return Vec2(x: a.x + b.x, y: a.y + b.y)
  }
  static func - (a: Vec2, b: Vec2) -> Vec2 {
    return Vec2(x: a.x - b.x, y: a.y - b.y)
  }
  static prefix func - (v: Vec2) -> Vec2 {
    return Vec2(x: -v.x, y: -v.y)
  }
  static func * (v: Vec2, k: Int) -> Vec2 {
    return Vec2(x: v.x * k, y: v.y * k)
  }
  static func * (k: Int, v: Vec2) -> Vec2 {
    return v * k
  }
  static func * (a: Vec2, b: Vec2) -> Int {
    return a.x * b.x + a.y * b.y
  }
  static func += (a: inout Vec2, b: Vec2) {
    a = a + b
  }
  static func -= (a: inout Vec2, b: Vec2) {
    a = a - b
  }
  static func *= (a: inout Vec2, k: Int) {
    a = a * k
  }
}

infix operator ×: MultiplicationPrecedence

func × (a: Vec2, b: Vec2) -> Int {
  return a.x * b.y - a.y * b.x
}

let a = Vec2(x: 1, y: 2)
let b = Vec2(x: 3, y: -4)
print(a + b)
print(a - b)
print(-a)
print(a * 3)
print(2 * b)
print(a * b)
print(a × b)
print(b × a)
print(a + b * 2)
print((a + b) * 2)
print(-a + b)
print(a == Vec2(x: 1, y: 2))
print(a != b)

var p = Vec2(x: 0, y: 0)
p += a
p += a
print(p)
p -= b
print(p)
p *= -1
print(p)

let path = [Vec2(x: 1, y: 0), Vec2(x: 0, y: 1), Vec2(x: -2, y: 3), Vec2(x: 4, y: 4)]
let end = path.reduce(Vec2(x: 0, y: 0), +)
print(end)
let scaled = path.map { $0 * 10 }
print(scaled)
let dots = zip(path, path.dropFirst()).map { $0 * $1 }
print(dots)
let crosses = zip(path, path.dropFirst()).map(×)
print(crosses)

let dotFn: (Vec2, Vec2) -> Int = (*)
print(dotFn(a, a))
let scaleFn: (Vec2, Int) -> Vec2 = (*)
print(scaleFn(b, 5))

var acc = Vec2(x: 100, y: 100)
for v in path {
  acc -= v
}
print(acc)

// expect: (4, -2)
// expect: (-2, 6)
// expect: (-1, -2)
// expect: (3, 6)
// expect: (6, -8)
// expect: -5
// expect: -10
// expect: 10
// expect: (7, -6)
// expect: (8, -4)
// expect: (2, -6)
// expect: true
// expect: true
// expect: (2, 4)
// expect: (-1, 8)
// expect: (1, -8)
// expect: (3, 8)
// expect: [(10, 0), (0, 10), (-20, 30), (40, 40)]
// expect: [0, 3, 4]
// expect: [1, 2, -20]
// expect: 5
// expect: (15, -20)
// expect: (97, 92)
