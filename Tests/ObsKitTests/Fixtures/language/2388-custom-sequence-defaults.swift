// Compiler test style: custom Sequence/Collection conformances getting default algorithms
struct Fibonacci: Sequence {
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

struct Ring<T>: Collection {
  var storage: [T]
  var offset: Int
  var startIndex: Int { 0 }
  var endIndex: Int { storage.count }
  func index(after i: Int) -> Int { i + 1 }
  subscript(i: Int) -> T { storage[(i + offset) % storage.count] }
}

extension Ring: BidirectionalCollection {
  func index(before i: Int) -> Int { i - 1 }
}

let fib = Fibonacci(limit: 50)
print(Array(fib))
print(fib.filter { $0 % 2 == 0 }, fib.reduce(0, +))
print(fib.contains(21), fib.contains(22), fib.first { $0 > 10 }!)
print(fib.min()!, fib.max()!, fib.sorted(by: >).prefix(3))
print(fib.dropFirst(5).map { $0 }, Array(fib.prefix { $0 < 5 }))
print(fib.elementsEqual([0, 1, 1, 2, 3, 5, 8, 13, 21, 34]))

let ring = Ring(storage: ["a", "b", "c", "d"], offset: 2)
print(Array(ring), ring.count, ring.first!, ring.last!)
print(Array(ring.reversed()), ring.firstIndex(of: "a")!)
print(ring.map { $0.uppercased() }, ring.joined())
print(Array(ring[1...2]), Array(ring.suffix(2)))
print(ring.indices.map { $0 }, ring.isEmpty, Ring<Int>(storage: [], offset: 0).isEmpty)
print(ring.enumerated().map { "\($0)\($1)" }, ring.lastIndex { $0 < "c" }!)
print(zip(ring, fib).map { "\($0)\($1)" })
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: [0, 2, 8, 34] 88
// expect: true false 13
// expect: 0 34 [34, 21, 13]
// expect: [5, 8, 13, 21, 34] [0, 1, 1, 2, 3]
// expect: true
// expect: ["c", "d", "a", "b"] 4 c b
// expect: ["b", "a", "d", "c"] 2
// expect: ["C", "D", "A", "B"] cdab
// expect: ["d", "a"] ["a", "b"]
// expect: [0, 1, 2, 3] false true
// expect: ["0c", "1d", "2a", "3b"] 3
// expect: ["c0", "d1", "a1", "b2"]
