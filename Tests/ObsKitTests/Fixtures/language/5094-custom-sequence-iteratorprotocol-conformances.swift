// Compiler test style (test/Interpreter/sequence.swift): custom Sequence and IteratorProtocol conformances
struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    guard n > 0 else { return nil }
    defer { n -= 1 }
    return n
  }
}
print(Array(Countdown(n: 5)))
for x in Countdown(n: 3) { print("tick", x) }
print(Countdown(n: 4).map { $0 * $0 }, Countdown(n: 6).filter { $0 % 2 == 0 })
print(Countdown(n: 10).reduce(0, +), Countdown(n: 0).underestimatedCount)

struct Fib: Sequence {
  let limit: Int
  func makeIterator() -> AnyIterator<Int> {
    var (a, b) = (0, 1)
    return AnyIterator {
      guard a <= self.limit else { return nil }
      defer { (a, b) = (b, a + b) }
      return a
    }
  }
}
print(Array(Fib(limit: 100)))
print(Fib(limit: 50).contains(21), Fib(limit: 50).contains(22))
print(Array(Fib(limit: 1000).prefix(5)), Array(Fib(limit: 1000).dropFirst(14)))

struct Ring<T>: Collection {
  var storage: [T]
  var startIndex: Int { 0 }
  var endIndex: Int { storage.count }
  func index(after i: Int) -> Int { i + 1 }
  subscript(i: Int) -> T { storage[(i + 1) % storage.count] }
}
let ring = Ring(storage: ["a", "b", "c", "d"])
print(Array(ring), ring.count, ring.first ?? "-", ring.isEmpty)
print(ring.firstIndex(of: "a") as Any, Array(ring.reversed()))
print(ring.enumerated().map { "\($0.offset):\($0.element)" })

var it = [10, 20, 30].makeIterator()
while let v = it.next() { print("iter", v) }
print(it.next() as Any)
let zipped = zip(Countdown(n: 3), ["x", "y", "z", "w"])
print(zipped.map { "\($0)\($1)" })
let seq = sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }
print(Array(seq))
let st = sequence(state: 0) { (s: inout Int) -> Int? in s += 2; return s > 8 ? nil : s }
print(Array(st))

// expect: [5, 4, 3, 2, 1]
// expect: tick 3
// expect: tick 2
// expect: tick 1
// expect: [16, 9, 4, 1] [6, 4, 2]
// expect: 55 0
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: true false
// expect: [0, 1, 1, 2, 3] [377, 610, 987]
// expect: ["b", "c", "d", "a"] 4 b false
// expect: Optional(3) ["a", "d", "c", "b"]
// expect: ["0:b", "1:c", "2:d", "3:a"]
// expect: iter 10
// expect: iter 20
// expect: iter 30
// expect: nil
// expect: ["3x", "2y", "1z"]
// expect: [1, 3, 9, 27, 81, 243]
// expect: [2, 4, 6, 8]
