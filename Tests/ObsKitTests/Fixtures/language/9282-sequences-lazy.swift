// sequences-lazy
// known-gap: error: cannot find 'repeatElement' in scope
// expected output: swiftc 6.3.1 (Linux), run on this machine
let a = [1, 2, 3, 4], b = ["one", "two", "three"]
print(Array(zip(a, b)).map { "\($0)=\($1)" }, zip(a, a.dropFirst()).map { $1 - $0 })
print(Dictionary(uniqueKeysWithValues: zip(b, a)).sorted { $0.value < $1.value }.map(\.key))
print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 0, through: 9, by: 3)), Array(stride(from: 5, to: 0, by: -2)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)), Array(stride(from: 1, to: 1, by: 1)))
print(Array(sequence(first: 1) { $0 * 3 }.prefix(while: { $0 < 200 })))
print(Array(sequence(first: 10) { $0 > 1 ? $0 / 2 : nil }))
let collatz = sequence(first: 27) { $0 == 1 ? nil : ($0.isMultiple(of: 2) ? $0 / 2 : 3 * $0 + 1) }
print(collatz.reduce(0) { c, _ in c + 1 }, collatz.max()!)
let fibs = sequence(state: (0, 1)) { (st: inout (Int, Int)) -> Int? in
    defer { st = (st.1, st.0 + st.1) }
    return st.0
}
print(Array(fibs.prefix(10)))
print(repeatElement("ab", count: 3).joined(separator: "-"), Array(repeatElement(0, count: 4)), repeatElement(7, count: 0).isEmpty)

var log: [String] = []
let lazyResult = (1...10).lazy
    .filter { log.append("f\($0)"); return $0 % 3 == 0 }
    .map { (x: Int) -> Int in log.append("m\(x)"); return x * 10 }
print(log.isEmpty)
print(lazyResult.first!)
print(log)
log.removeAll()
print(Array(lazyResult.prefix(2)))
print(log.filter { $0.hasPrefix("m") })
log.removeAll()
let eager = (1...4).filter { log.append("e\($0)"); return $0 > 2 }
print(eager, log)

let squares = (1...).lazy.map { $0 * $0 }
print(Array(squares.prefix(5)), squares.first { $0 > 50 }!)
print((1...5).lazy.compactMap { $0 % 2 == 0 ? nil : "\($0)" }.joined(separator: ","))
print([[1, 2], [3], []].lazy.flatMap { $0 }.map { $0 * 2 }.reduce(0, +))

struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        guard n > 0 else { return nil }
        defer { n -= 1 }
        return n
    }
}
print(Array(Countdown(n: 5)), Countdown(n: 3).map { $0 * $0 }, Countdown(n: 4).reduce(0, +))
for (i, v) in Countdown(n: 3).enumerated() { print(i, v) }
var it = [10, 20].makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any)
var counter = 0
let gen = AnyIterator<Int> { counter += 1; return counter <= 3 ? counter * 100 : nil }
print(Array(AnySequence { gen }))
print(Array(a.reversed()), Array(a.reversed().enumerated().map { $0.offset * $0.element }), [[1, 2], [3]].joined().map { $0 })
print(a.reduce(into: "") { $0 += String($1) }, a.flatMap { [$0, -$0] }, a.compactMap { $0 > 2 ? $0 : nil })
print(zip(1..., "abc").map { "\($0)\($1)" }, Array(a.indices.reversed()), a.elementsEqual([1, 2, 3, 4]))

// expect: ["1=one", "2=two", "3=three"] [1, 1, 1]
// expect: ["one", "two", "three"]
// expect: [0, 3, 6, 9] [0, 3, 6, 9] [5, 3, 1]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0] []
// expect: [1, 3, 9, 27, 81]
// expect: [10, 5, 2, 1]
// expect: 112 9232
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: ab-ab-ab [0, 0, 0, 0] true
// expect: true
// expect: 30
// expect: ["f1", "f2", "f3", "m3"]
// expect: [30, 60]
// expect: ["m3", "m6"]
// expect: [3, 4] ["e1", "e2", "e3", "e4"]
// expect: [1, 4, 9, 16, 25] 64
// expect: 1,3,5
// expect: 12
// expect: [5, 4, 3, 2, 1] [9, 4, 1] 10
// expect: 0 3
// expect: 1 2
// expect: 2 1
// expect: Optional(10) Optional(20) nil
// expect: [100, 200, 300]
// expect: [4, 3, 2, 1] [0, 3, 4, 3] [1, 2, 3]
// expect: 1234 [1, -1, 2, -2, 3, -3, 4, -4] [3, 4]
// expect: ["1a", "2b", "3c"] [3, 2, 1, 0] true
