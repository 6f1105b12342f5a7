// Compiler test style: elementsEqual, starts(with:) and lexicographicallyPrecedes across different sequence types
struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    if n <= 0 { return nil }
    defer { n -= 1 }
    return n
  }
}

let c = Countdown(n: 4)
print(c.elementsEqual([4, 3, 2, 1]), c.elementsEqual([4, 3, 2]))
print(c.elementsEqual(stride(from: 4, to: 0, by: -1)))
print(c.starts(with: [4, 3]), c.starts(with: [3]), c.starts(with: []))
print(c.starts(with: [4, 3, 2, 1, 0]))
print(c.lexicographicallyPrecedes([4, 4]), c.lexicographicallyPrecedes([4, 3, 2, 1]))
print(c.lexicographicallyPrecedes([4, 3, 2, 1, 0]), [5].lexicographicallyPrecedes(c))
print("abc".elementsEqual("abc"), "abc".starts(with: "ab"), "abd".lexicographicallyPrecedes("abc"))
print([1, 2, 3].elementsEqual([10, 20, 30], by: { $0 * 10 == $1 }))
print(["Apple", "banana"].starts(with: ["apple"], by: { $0.lowercased() == $1.lowercased() }))
print([3, 1].lexicographicallyPrecedes([2, 9], by: >))
let words = ["b", "ab", "abc", "a", ""]
print(words.sorted { $0.lexicographicallyPrecedes($1) })
print((1...3).elementsEqual(1..<4), (1...3).elementsEqual([1, 2, 3].reversed().reversed()))
let lazy = (1...).lazy.map { $0 * 2 }
print(lazy.starts(with: [2, 4, 6]))
print(Array(c.reversed()).elementsEqual(1...4))
print([[1, 2], [3]].elementsEqual([[1, 2], [3]], by: ==))
print(AnySequence(c).lexicographicallyPrecedes(AnySequence([4, 3, 3])))

// expect: true false
// expect: true
// expect: true false true
// expect: false
// expect: true false
// expect: true false
// expect: true true false
// expect: true
// expect: true
// expect: true
// expect: ["", "a", "ab", "abc", "b"]
// expect: true true
// expect: true
// expect: true
// expect: true
// expect: true
