// Custom Sequence and IteratorProtocol: value-type iterators copied mid-iteration, underestimatedCount and default algorithms (expected output from swiftc 6.3.1 on Linux)
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> Iterator {
        Iterator(current: start)
    }
    struct Iterator: IteratorProtocol {
        var current: Int
        mutating func next() -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
}
print(Array(Countdown(start: 5)), Countdown(start: 3).map { $0 * 2 })
var it = Countdown(start: 4).makeIterator()
_ = it.next()
var copy = it
print(it.next()!, it.next()!, copy.next()!)
print(Countdown(start: 0).first(where: { _ in true }) as Any, Countdown(start: 6).contains(4))
print(Countdown(start: 5).filter { $0 % 2 == 1 }, Countdown(start: 4).reduce(1, *))
print(Countdown(start: 3).underestimatedCount, Countdown(start: 9).dropFirst(7).map { $0 }, Array(Countdown(start: 9).prefix(2)))

struct Fibs: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        let r = a
        (a, b) = (b, a + b)
        return r
    }
}
print(Array(Fibs().prefix(10)))
print(Fibs().first { $0 > 1000 }!)
var fibs = Fibs()
for f in fibs where f > 5 { print("first over 5:", f); break }
print(fibs.next()!, fibs.next()!, "(loop consumed a copy)")

final class ClassIter: Sequence, IteratorProtocol {
    var n = 0
    func next() -> Int? { n += 1; return n <= 4 ? n : nil }
}
let ci = ClassIter()
for x in ci { if x == 2 { break } }
print(Array(ci), ci.n)

struct Cycle<Base: Collection>: Sequence {
    let base: Base
    func makeIterator() -> AnyIterator<Base.Element> {
        var i = base.startIndex
        return AnyIterator {
            if base.isEmpty { return nil }
            if i == base.endIndex { i = base.startIndex }
            defer { i = base.index(after: i) }
            return base[i]
        }
    }
}
print(Array(Cycle(base: "abc").prefix(7)).map(String.init).joined(), Array(Cycle(base: [Int]()).prefix(3)))
let zipped = zip(Countdown(start: 3), Fibs())
print(zipped.map { "\($0):\($1)" })
print(Countdown(start: 4).enumerated().map { $0.offset * $0.element }, Countdown(start: 3).sorted())
print(Countdown(start: 5).lazy.map { $0 * 10 }.filter { $0 > 20 }.max()!, Countdown(start: 4).elementsEqual([4, 3, 2, 1]))
let uniq = sequence(first: 1, next: { $0 < 50 ? $0 * 3 : nil })
print(Array(uniq), uniq.min()!, uniq.split(whereSeparator: { $0 == 9 }).map(Array.init))

// expect: [5, 4, 3, 2, 1] [6, 4, 2]
// expect: 3 2 3
// expect: nil true
// expect: [5, 3, 1] 24
// expect: 0 [2, 1] [9, 8]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 1597
// expect: first over 5: 8
// expect: 0 1 (loop consumed a copy)
// expect: [3, 4] 5
// expect: abcabca []
// expect: ["3:0", "2:1", "1:1"]
// expect: [0, 3, 4, 3] [1, 2, 3]
// expect: 50 true
// expect: [1, 3, 9, 27, 81] 1 [[1, 3], [27, 81]]
