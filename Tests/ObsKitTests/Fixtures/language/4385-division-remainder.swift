// Compiler test style: integer division and remainder semantics on signed and sized integers versus a custom floor-mod operator

infix operator %%: MultiplicationPrecedence
infix operator /%: MultiplicationPrecedence

func %% <T: BinaryInteger>(a: T, n: T) -> T {
  let r = a % n
  return r < 0 ? (n < 0 ? r - n : r + n) : r
}

func /% <T: BinaryInteger>(a: T, b: T) -> (quotient: T, remainder: T) {
  return (a / b, a % b)
}

func floorDiv<T: BinaryInteger>(_ a: T, _ b: T) -> T {
  let q = a / b
  let r = a % b
  return (r != 0 && ((r < 0) != (b < 0))) ? q - 1 : q
}

let pairs = [(7, 3), (-7, 3), (7, -3), (-7, -3), (0, 5), (6, 3), (-6, 3)]
for (x, y) in pairs {
  print(x, y, "div", x / y, "rem", x % y, "mod", x %% y, "floor", floorDiv(x, y))
}

print(Int8(-128) / 2, Int8(-128) % 3, Int8(127) / -1)
print(UInt8(255) / 16, UInt8(255) % 16)
print(Int16(-300) / 7, Int16(-300) % 7, Int16(-300) %% 7)
print(UInt32(1_000_000) / 7, UInt32(1_000_000) % 7)

let qr = 17 /% 5
print(qr.quotient, qr.remainder)
let nqr = -17 /% 5
print(nqr.quotient, nqr.remainder)
print(17.quotientAndRemainder(dividingBy: 5))
print((-17).quotientAndRemainder(dividingBy: 5))

print((-10...10).filter { $0 %% 4 == 1 })
print((-5...5).map { $0 % 3 })
print((-5...5).map { $0 %% 3 })

var v = 100
v /= 7
print(v)
v %= 5
print(v)
var w: Int8 = -100
w /= 3
print(w)
w %= 7
print(w)

func digits<T: BinaryInteger>(_ x: T) -> [Int] {
  var out: [Int] = []
  var n = x < 0 ? 0 - x : x
  if n == 0 { return [0] }
  while n > 0 {
    out.insert(Int(n % 10), at: 0)
    n /= 10
  }
  return out
}
print(digits(0), digits(9045), digits(-321), digits(UInt16(65535)))

print(7.0 / 2.0, -7.0 / 2.0)
print(7.0.truncatingRemainder(dividingBy: 3), (-7.0).truncatingRemainder(dividingBy: 3))
print(7.0.remainder(dividingBy: 3), 8.0.remainder(dividingBy: 3))
print(Int(7.9), Int(-7.9), Int(Float(2.99)), Int8(-3.7))
print(10.isMultiple(of: 5), 10.isMultiple(of: 3), 0.isMultiple(of: 0))
print(Int.max / Int.max, Int.min / Int.max, Int.min % Int.max)

// expect: 7 3 div 2 rem 1 mod 1 floor 2
// expect: -7 3 div -2 rem -1 mod 2 floor -3
// expect: 7 -3 div -2 rem 1 mod 1 floor -3
// expect: -7 -3 div 2 rem -1 mod 2 floor 2
// expect: 0 5 div 0 rem 0 mod 0 floor 0
// expect: 6 3 div 2 rem 0 mod 0 floor 2
// expect: -6 3 div -2 rem 0 mod 0 floor -2
// expect: -64 -2 -127
// expect: 15 15
// expect: -42 -6 1
// expect: 142857 1
// expect: 3 2
// expect: -3 -2
// expect: (quotient: 3, remainder: 2)
// expect: (quotient: -3, remainder: -2)
// expect: [-7, -3, 1, 5, 9]
// expect: [-2, -1, 0, -2, -1, 0, 1, 2, 0, 1, 2]
// expect: [1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]
// expect: 14
// expect: 4
// expect: -33
// expect: -5
// expect: [0] [9, 0, 4, 5] [3, 2, 1] [6, 5, 5, 3, 5]
// expect: 3.5 -3.5
// expect: 1.0 -1.0
// expect: 1.0 -1.0
// expect: 7 -7 2 -3
// expect: true false true
// expect: 1 -1 -1
