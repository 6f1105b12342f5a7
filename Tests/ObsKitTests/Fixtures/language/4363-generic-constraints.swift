// Compiler test style: operators dispatched through generic constraints (BinaryInteger, FloatingPoint, SignedNumeric)

func gcd<T: BinaryInteger>(_ a: T, _ b: T) -> T {
  var x = a
  var y = b
  while y != 0 {
    (x, y) = (y, x % y)
  }
  return x
}

func popcount<T: FixedWidthInteger>(_ x: T) -> Int {
  var n = 0
  var v = x
  while v != 0 {
    n += 1
    v &= v &- 1
  }
  return n
}

func average<T: FloatingPoint>(_ xs: [T]) -> T {
  let sum = xs.reduce(T.zero, +)
  return sum / T(xs.count)
}

func absDiff<T: SignedNumeric & Comparable>(_ a: T, _ b: T) -> T {
  let d = a - b
  return d < 0 ? -d : d
}

func isEven<T: BinaryInteger>(_ x: T) -> Bool {
  return x % 2 == 0
}

func maxOf<T>(_ xs: [T], by less: (T, T) -> Bool) -> T? {
  guard var best = xs.first else { return nil }
  for x in xs.dropFirst() where less(best, x) {
    best = x
  }
  return best
}

func sumWhere<T: Numeric>(_ xs: [T], _ pred: (T) -> Bool) -> T {
  return xs.filter(pred).reduce(0, +)
}

func midpoint<T: BinaryInteger>(_ a: T, _ b: T) -> T {
  return a + (b - a) / 2
}

extension BinaryInteger {
  func times(_ f: () -> Void) {
    var i: Self = 0
    while i < self {
      f()
      i += 1
    }
  }
}

print(gcd(48, 18))
print(gcd(UInt8(200), UInt8(150)))
print(gcd(Int64(1071), Int64(462)))
print(gcd(17, 5))
print(popcount(255 as UInt8))
print(popcount(Int16(-1)))
print(popcount(UInt64(0x0F0F)))
print(popcount(0))
print(average([1.0, 2.0, 4.0]))
print(average([Float(1), Float(2)]))
print(absDiff(3, 10))
print(absDiff(-2.5, 1.0))
print(absDiff(Int8(-100), Int8(20)))
print([1, 2, 3, 4, 5, 6].filter(isEven))
print([UInt8(7), 8, 9].map(isEven))
print(maxOf([3, 9, 2], by: <)!)
print(maxOf([3, 9, 2], by: >)!)
print(maxOf(["pear", "fig", "banana"], by: { $0.count < $1.count })!)
print(maxOf([Int](), by: <) == nil)
print(sumWhere([1, 2, 3, 4, 5, 6]) { $0 > 3 })
print(sumWhere([0.5, 1.5, 2.5]) { $0 < 2 })
print(midpoint(10, 20), midpoint(UInt8(250), UInt8(254)), midpoint(-9, 3))
var count = 0
(4 as UInt8).times { count += 1 }
print(count)
3.times { count *= 2 }
print(count)
print(Int8.max, Int8.min, UInt16.max)
print(Int.bitWidth, UInt32.bitWidth, Int8(1).bitWidth)

// expect: 6
// expect: 50
// expect: 21
// expect: 1
// expect: 8
// expect: 16
// expect: 8
// expect: 0
// expect: 2.3333333333333335
// expect: 1.5
// expect: 7
// expect: 3.5
// expect: 120
// expect: [2, 4, 6]
// expect: [false, true, false]
// expect: 9
// expect: 2
// expect: banana
// expect: true
// expect: 15
// expect: 2.0
// expect: 15 252 -3
// expect: 4
// expect: 32
// expect: 127 -128 65535
// expect: 64 32 8
