// Compiler test style: generic Sequence/IteratorProtocol types, AnyIterator and AnySequence erasure
struct Fib: Sequence {
  let limit: Int
  func makeIterator() -> AnyIterator<Int> {
    var a = 0, b = 1
    return AnyIterator {
      guard a <= self.limit else { return nil }
      defer { (a, b) = (b, a + b) }
      return a
    }
  }
}
print(Array(Fib(limit: 50)))
print(Fib(limit: 100).filter { $0 % 2 == 0 })
print(type(of: Fib(limit: 1).makeIterator()))

struct Cycle<Base: Collection>: Sequence, IteratorProtocol {
  let base: Base
  var i: Base.Index
  var remaining: Int
  init(_ b: Base, count: Int) { base = b; i = b.startIndex; remaining = count }
  mutating func next() -> Base.Element? {
    guard remaining > 0, !base.isEmpty else { return nil }
    remaining -= 1
    let v = base[i]
    i = base.index(after: i)
    if i == base.endIndex { i = base.startIndex }
    return v
  }
}
print(Array(Cycle([1, 2, 3], count: 7)))
print(String(Cycle("ab", count: 5)))
print(Array(Cycle([Int](), count: 3)))
print(type(of: Cycle("x", count: 1)))

func evens(_ flag: Bool) -> AnySequence<Int> {
  flag ? AnySequence([0, 2, 4]) : AnySequence(stride(from: 10, through: 20, by: 5))
}
print(Array(evens(true)), Array(evens(false)))
print(type(of: evens(true)))

struct Countdown: Sequence {
  let from: Int
  func makeIterator() -> Iterator {
    Iterator(n: from)
  }
  struct Iterator: IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
      guard n >= 0 else { return nil }
      defer { n -= 1 }
      return n
    }
  }
}
print(Array(Countdown(from: 3)))
for (i, x) in Countdown(from: 2).enumerated() { print(i, x) }
print(Countdown(from: 5).reduce(0, +), Countdown(from: 4).min()!, Countdown(from: 4).contains(9))
print(type(of: Countdown(from: 1).makeIterator()))
print(Countdown(from: 3).lazy.map { $0 * 10 }.filter { $0 > 0 }.first!)

func chunked<S: Sequence>(_ s: S, by n: Int) -> [[S.Element]] {
  var out: [[S.Element]] = []
  var cur: [S.Element] = []
  for x in s {
    cur.append(x)
    if cur.count == n { out.append(cur); cur = [] }
  }
  if !cur.isEmpty { out.append(cur) }
  return out
}
print(chunked(Countdown(from: 6), by: 3))
print(chunked("abcde", by: 2))
print(chunked(Fib(limit: 20), by: 4))

var gen = sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }.makeIterator()
print(gen.next()!, gen.next()!, Array(IteratorSequence(gen)))
let zipped = zip(Countdown(from: 2), Cycle(["x", "y"], count: 10))
print(zipped.map { "\($0)\($1)" })

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: [0, 2, 8, 34]
// expect: AnyIterator<Int>
// expect: [1, 2, 3, 1, 2, 3, 1]
// expect: ababa
// expect: []
// expect: Cycle<String>
// expect: [0, 2, 4] [10, 15, 20]
// expect: AnySequence<Int>
// expect: [3, 2, 1, 0]
// expect: 0 2
// expect: 1 1
// expect: 2 0
// expect: 15 0 false
// expect: Iterator
// expect: 30
// expect: [[6, 5, 4], [3, 2, 1], [0]]
// expect: [["a", "b"], ["c", "d"], ["e"]]
// expect: [[0, 1, 1, 2], [3, 5, 8, 13]]
// expect: 1 3 [9, 27, 81, 243]
// expect: ["2x", "1y", "0x"]
