// Compiler test style: a custom Numeric type with *, magnitude and init?(exactly:) in generic code

struct Mod7: Numeric, CustomStringConvertible {
  var value: Int

  init(_ v: Int) {
    value = ((v % 7) + 7) % 7
  }

  init(integerLiteral v: Int) {
    self.init(v)
  }

  init?<T: BinaryInteger>(exactly source: T) {
    guard let v = Int(exactly: source) else { return nil }
    self.init(v)
  }

  var magnitude: Int { return value }

  static var zero: Mod7 { return Mod7(0) }

  static func + (a: Mod7, b: Mod7) -> Mod7 { return Mod7(a.value + b.value) }
  static func - (a: Mod7, b: Mod7) -> Mod7 { return Mod7(a.value - b.value) }
  static func * (a: Mod7, b: Mod7) -> Mod7 { return Mod7(a.value * b.value) }
  static func *= (a: inout Mod7, b: Mod7) { a = a * b }

  var description: String { return "\(value)m7" }
}

func power<T: Numeric>(_ base: T, _ exp: Int) -> T {
  var result: T = 1
  for _ in 0..<exp {
    result *= base
  }
  return result
}

func dot<T: Numeric>(_ a: [T], _ b: [T]) -> T {
  return zip(a, b).map(*).reduce(0, +)
}

func poly<T: Numeric>(_ coeffs: [T], at x: T) -> T {
  var acc: T = 0
  for c in coeffs {
    acc = acc * x + c
  }
  return acc
}

func square<T: Numeric>(_ x: T) -> T { return x * x }

let a: Mod7 = 5
let b: Mod7 = 4
print(a + b)
print(a - b)
print(b - a)
print(a * b)
print(-3 as Mod7)
print(a == Mod7(12))
print(a.magnitude)
print(Mod7(exactly: 100)!)
print(Mod7(exactly: UInt8(9))!)

print(power(Mod7(3), 0))
print((0...6).map { power(Mod7(3), $0) })
print(power(2, 10))
print(power(1.5, 3))
print(dot([1, 2, 3], [4, 5, 6]))
print(dot([Mod7(1), Mod7(2), Mod7(3)], [Mod7(4), Mod7(5), Mod7(6)]))
print(dot([0.5, 2.0], [4.0, 0.25]))
print(poly([1, 0, -1], at: 3))
print(poly([2, 3, 4], at: 10))
print(poly([Mod7(1), Mod7(1), Mod7(1)], at: Mod7(2)))
print(square(Mod7(6)), square(-4), square(0.5))

let big = power(Int64(3), 30)
print(big)
print(Int8(exactly: 200) == nil, Int8(exactly: 100)!)
print(UInt16(exactly: -1) == nil)
print(Int(exactly: UInt64(3))!, Int8(exactly: UInt64(300)) == nil)
print((-7).magnitude, Int8(-128).magnitude)
print((-2.5).magnitude)

var prod: Mod7 = 1
for k in 1...6 {
  prod *= Mod7(k)
}
print(prod)
print((1...6).map { Mod7($0) }.reduce(1, *))
print([Mod7(3), Mod7(5)].reduce(Mod7.zero, +))

// expect: 2m7
// expect: 1m7
// expect: 6m7
// expect: 6m7
// expect: 4m7
// expect: true
// expect: 5
// expect: 2m7
// expect: 2m7
// expect: 1m7
// expect: [1m7, 3m7, 2m7, 6m7, 4m7, 5m7, 1m7]
// expect: 1024
// expect: 3.375
// expect: 32
// expect: 4m7
// expect: 2.5
// expect: 8
// expect: 234
// expect: 0m7
// expect: 1m7 16 0.25
// expect: 205891132094649
// expect: true 100
// expect: true
// expect: 3 true
// expect: 7 128
// expect: 2.5
// expect: 6m7
// expect: 6m7
// expect: 1m7
