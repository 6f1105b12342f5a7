// Compiler test style: opaque sequences preserving element types through lazy chains and generic callers
func squares(of range: ClosedRange<Int>) -> some Sequence<Int> {
  range.lazy.map { $0 * $0 }
}

func tokens(in text: String) -> some Collection<Substring> {
  text.split(separator: ",")
}

func evenOnly<S: Sequence>(_ s: S) -> some Sequence<S.Element> where S.Element: BinaryInteger {
  s.lazy.filter { $0 % 2 == 0 }
}

func firstN<S: Sequence>(_ s: S, _ n: Int) -> some Sequence<S.Element> {
  s.prefix(n)
}

struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? {
    guard n > 0 else { return nil }
    defer { n -= 1 }
    return n
  }
}

func countdown(from n: Int) -> some Sequence<Int> { Countdown(n: n) }

let sq = squares(of: 1...6)
print(Array(sq))
print(Array(evenOnly(sq)))
print(Array(firstN(evenOnly(sq), 2)))
let t = tokens(in: "red,green,,blue")
print(t.count, t.map { $0.uppercased() })
print(Array(countdown(from: 5)), Array(evenOnly(countdown(from: 7))))
print(Array(firstN(countdown(from: 100), 3)))
print(countdown(from: 4).reduce(1, *))
var it = countdown(from: 2).makeIterator()
print(it.next() ?? -1, it.next() ?? -1, it.next() ?? -1)
let nested = firstN(firstN(squares(of: 3...9), 4), 2)
print(Array(nested), nested.contains(16), nested.contains(25))
print(Array(zip(countdown(from: 3), tokens(in: "a,b,c,d"))).map { "\($0)\($1)" })
let u8: [UInt8] = [1, 2, 3, 4, 250]
print(Array(evenOnly(u8)))
// expect: [1, 4, 9, 16, 25, 36]
// expect: [4, 16, 36]
// expect: [4, 16]
// expect: 3 ["RED", "GREEN", "BLUE"]
// expect: [5, 4, 3, 2, 1] [6, 4, 2]
// expect: [100, 99, 98]
// expect: 24
// expect: 2 1 -1
// expect: [9, 16] true false
// expect: ["3a", "2b", "1c"]
// expect: [2, 4, 250]
