// Compiler test style: custom IteratorProtocol types with min, max, sorted and reduce from Sequence
struct Fib: Sequence, IteratorProtocol {
  var a = 0, b = 1
  let limit: Int
  init(limit: Int) { self.limit = limit }
  mutating func next() -> Int? {
    guard a <= limit else { return nil }
    defer { (a, b) = (b, a + b) }
    return a
  }
}

struct Words: Sequence {
  let text: String
  func makeIterator() -> Iterator {
    Iterator(parts: text.split(separator: " ").map(String.init))
  }
  struct Iterator: IteratorProtocol {
    var parts: [String]
    var i = 0
    mutating func next() -> String? {
      guard i < parts.count else { return nil }
      defer { i += 1 }
      return parts[i]
    }
  }
}

let f = Fib(limit: 100)
print(Array(f))
print(f.min()!, f.max()!, f.reduce(0, +))
print(f.max(by: { $0 % 7 < $1 % 7 })!, f.min(by: { $0 % 5 > $1 % 5 })!)
print(f.sorted(by: >).prefix(3))
print(f.filter { $0 % 2 == 0 }, f.contains(55), f.contains(56))
let w = Words(text: "the quick brown fox jumps over the lazy dog")
print(w.min()!, w.max()!)
print(w.max(by: { $0.count < $1.count })!, w.min(by: { $0.count < $1.count })!)
print(w.sorted().joined(separator: " "))
print(w.sorted { ($0.count, $0) < ($1.count, $1) })
print(w.reduce(into: [Int: Int]()) { $0[$1.count, default: 0] += 1 }.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
print(w.underestimatedCount, w.first(where: { $0.hasPrefix("j") })!)
var it = w.makeIterator()
_ = it.next()
print(it.next()!, it.i)
print(Words(text: "").min() as Any, Array(Fib(limit: 0)))

// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: 0 89 232
// expect: 13 34
// expect: [89, 55, 34]
// expect: [0, 2, 8, 34] true false
// expect: brown the
// expect: quick the
// expect: brown dog fox jumps lazy over quick the the
// expect: ["dog", "fox", "the", "the", "lazy", "over", "brown", "jumps", "quick"]
// expect: ["3:4", "4:2", "5:3"]
// expect: 0 jumps
// expect: quick 2
// expect: nil [0]
