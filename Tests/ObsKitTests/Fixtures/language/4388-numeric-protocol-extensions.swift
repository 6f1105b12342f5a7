// Compiler test style: protocol extensions on Sequence and numeric protocols that use operators through constraints
// known-gap: line 3: expected "0", got "zero"

extension Sequence where Element: AdditiveArithmetic {
  func sum() -> Element {
    return reduce(.zero, +)
  }
  func cumulative() -> [Element] {
    var acc = Element.zero
    return map { acc += $0; return acc }
  }
}

extension Sequence where Element: Numeric {
  func product() -> Element {
    return reduce(1, *)
  }
  func dot<S: Sequence>(_ other: S) -> Element where S.Element == Element {
    return zip(self, other).map(*).sum()
  }
}

extension Collection where Element: BinaryFloatingPoint {
  func mean() -> Element {
    return isEmpty ? 0 : sum() / Element(count)
  }
}

extension Collection where Element: BinaryInteger {
  func mean() -> Double {
    return isEmpty ? 0 : Double(Int(sum())) / Double(count)
  }
}

extension SignedNumeric where Self: Comparable {
  var absolute: Self { return self < 0 ? -self : self }
  func distance(to other: Self) -> Self { return (other - self).absolute }
}

extension BinaryInteger {
  var isPrime: Bool {
    if self < 2 { return false }
    var d: Self = 2
    while d * d <= self {
      if self % d == 0 { return false }
      d += 1
    }
    return true
  }
}

extension Comparable {
  func clamped(_ lo: Self, _ hi: Self) -> Self {
    return self < lo ? lo : (self > hi ? hi : self)
  }
}

print([1, 2, 3, 4].sum())
print([0.5, 0.25].sum())
print([Int8]().sum())
print((1...5).sum(), (1...5).product())
print([1, 2, 3, 4].cumulative())
print([2.0, -1.0, 0.5].cumulative())
print([1, 2, 3].dot([4, 5, 6]))
print([1.5, 2.0].dot([2.0, 4.0]))
print(stride(from: 1, through: 9, by: 2).product())
print([UInt8(2), 3, 4].product())
print([1.0, 2.0, 4.0].mean())
print([Float(1), Float(2)].mean())
print([1, 2, 3, 4].mean())
print([UInt8(10), 20].mean(), [Int]().mean())
print((-5).absolute, 3.absolute, (-2.5).absolute, Int8(-7).absolute)
print(3.distance(to: -4), 1.5.distance(to: 4.0))
print((1...30).filter { $0.isPrime })
print(UInt16(251).isPrime, UInt8(13).isPrime, Int64(1_000_003).isPrime, (-7).isPrime)
print(15.clamped(0, 10), (-3).clamped(0, 10), "m".clamped("a", "f"), 2.5.clamped(1, 2))
print((1...10).filter { $0.isPrime }.sum(), (1...10).filter { $0.isPrime }.product())
print(Set([3, 1, 2]).sum())
print([[1, 2], [3]].map { $0.sum() }.sum())
print(["a": 1, "b": 2, "c": 3].values.sum())

// expect: 10
// expect: 0.75
// expect: 0
// expect: 15 120
// expect: [1, 3, 6, 10]
// expect: [2.0, 1.0, 1.5]
// expect: 32
// expect: 11.0
// expect: 945
// expect: 24
// expect: 2.3333333333333335
// expect: 1.5
// expect: 2.5
// expect: 15.0 0.0
// expect: 5 3 2.5 7
// expect: -7 2.5
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
// expect: true true true false
// expect: 10 0 f 2.0
// expect: 17 210
// expect: 6
// expect: 6
// expect: 6
