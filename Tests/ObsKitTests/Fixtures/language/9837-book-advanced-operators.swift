// Swift book style (Advanced Operators): bitwise ops, overflow ops, operator overloading, custom operators
let mask: UInt8 = 0b0011_1100
print(String(~mask, radix: 2), String(mask & 0b1111_0000, radix: 2), String(mask | 0b0000_0011, radix: 2), String(mask ^ 0xFF, radix: 2))

let rgb: UInt32 = 0x3A7FC2
let red = (rgb & 0xFF0000) >> 16, green = (rgb & 0x00FF00) >> 8, blue = rgb & 0x0000FF
print(red, green, blue)

var small = Int8.max
small = small &+ 1
print(small, UInt16.min &- 1, UInt8(16) &* 17)

struct Complex: Equatable, CustomStringConvertible {
  var re: Double, im: Double
  var description: String { im < 0 ? "\(re)-\(-im)i" : "\(re)+\(im)i" }
  static func + (l: Complex, r: Complex) -> Complex { Complex(re: l.re + r.re, im: l.im + r.im) }
  static func * (l: Complex, r: Complex) -> Complex {
    Complex(re: l.re * r.re - l.im * r.im, im: l.re * r.im + l.im * r.re)
  }
  static prefix func - (c: Complex) -> Complex { Complex(re: -c.re, im: -c.im) }
  static prefix func ~ (c: Complex) -> Complex { Complex(re: c.re, im: -c.im) }  // conjugate
  static func += (l: inout Complex, r: Complex) { l = l + r }
}
let i = Complex(re: 0, im: 1)
let z = Complex(re: 3, im: 4)
print(i * i, z + i, -z, ~z, z * ~z)
var acc = Complex(re: 0, im: 0)
for _ in 0..<3 { acc += z }
print(acc, acc == Complex(re: 9, im: 12), acc != z)

infix operator **: ExponentPrecedence
precedencegroup ExponentPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
func ** (base: Int, exp: Int) -> Int {
  var result = 1
  for _ in 0..<exp { result *= base }
  return result
}
print(2 ** 10, 2 ** 3 ** 2, 3 * 2 ** 2, (3 * 2) ** 2)

infix operator |>: PipePrecedence
precedencegroup PipePrecedence {
  associativity: left
  lowerThan: AdditionPrecedence
}
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }
let result = 5 + 1 |> { (n: Int) in n * 10 } |> { (n: Int) -> String in String(n) + "!" }
print(result)

prefix operator √
prefix func √ (x: Int) -> Int {
  var r = 0
  while (r + 1) * (r + 1) <= x { r += 1 }
  return r
}
print(√81, √80, √2 + 1)

postfix operator %
postfix func % (x: Double) -> Double { x / 100 }
print(250 * 12%, 0.5% * 200)

struct Version: Comparable, CustomStringConvertible {
  let parts: [Int]
  init(_ s: String) { parts = s.split(separator: ".").map { Int($0)! } }
  var description: String { parts.map(String.init).joined(separator: ".") }
  static func < (a: Version, b: Version) -> Bool { a.parts.lexicographicallyPrecedes(b.parts) }
}
let versions = ["1.10.0", "1.2", "1.2.3", "0.9.9"].map(Version.init)
print(versions.sorted(), versions.max()!, Version("2.0") > Version("1.99"))
// expect: 11000011 110000 111111 11000011
// expect: 58 127 194
// expect: -128 65535 16
// expect: -1.0+0.0i 3.0+5.0i -3.0-4.0i 3.0-4.0i 25.0+0.0i
// expect: 9.0+12.0i true true
// expect: 1024 512 12 36
// expect: 60!
// expect: 9 8 2
// expect: 30.0 1.0
// expect: [0.9.9, 1.2, 1.2.3, 1.10.0] 1.10.0 true
