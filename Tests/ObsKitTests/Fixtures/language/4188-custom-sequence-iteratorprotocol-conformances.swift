// Compiler test style: custom Sequence and IteratorProtocol conformances use protocol extension algorithms
struct Countdown: Sequence, IteratorProtocol {
  var current: Int
  mutating func next() -> Int? {
    if current <= 0 { return nil }
    defer { current -= 1 }
    return current
  }
}

struct Fib: Sequence {
  let limit: Int
  func makeIterator() -> AnyIterator<Int> {
    var a = 0, b = 1
    return AnyIterator {
      if a > self.limit { return nil }
      defer { (a, b) = (b, a + b) }
      return a
    }
  }
}

for x in Countdown(current: 3) { print(x, terminator: " ") }
print()
print(Array(Countdown(current: 5)))
print(Countdown(current: 4).map { $0 * $0 })
print(Countdown(current: 6).filter { $0 % 2 == 0 }, Countdown(current: 4).reduce(0, +))
print(Countdown(current: 5).contains(3), Countdown(current: 5).contains(9))
print(Fib(limit: 50).map { $0 })
print(Fib(limit: 100).first { $0 > 10 } ?? -1)
print(Array(Fib(limit: 1000).prefix(5)), Array(Fib(limit: 10).dropFirst(3)))
print(Fib(limit: 30).min()!, Fib(limit: 30).max()!, Fib(limit: 30).sorted(by: >))
print(zip(Countdown(current: 3), Fib(limit: 10)).map { "\($0)-\($1)" })
print(Countdown(current: 3).enumerated().map { "\($0.offset):\($0.element)" })

func total<S: Sequence>(_ s: S) -> Int where S.Element == Int { return s.reduce(0, +) }
print(total(Countdown(current: 10)), total(Fib(limit: 20)))
print(Countdown(current: 3).underestimatedCount, Countdown(current: 3).lazy.map { $0 + 1 }.first!)
// expect: 3 2 1 
// expect: [5, 4, 3, 2, 1]
// expect: [16, 9, 4, 1]
// expect: [6, 4, 2] 10
// expect: true false
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 13
// expect: [0, 1, 1, 2, 3] [2, 3, 5, 8]
// expect: 0 21 [21, 13, 8, 5, 3, 2, 1, 1, 0]
// expect: ["3-0", "2-1", "1-1"]
// expect: ["0:3", "1:2", "2:1"]
// expect: 55 33
// expect: 0 4
