// Compiler test style: custom Sequence/IteratorProtocol types, stride, zip, AnyIterator and single-pass iteration behaviour
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        guard n > 0 else { return nil }
        defer { n -= 1 }
        return n
    }
}
let cd = Countdown(n: 3)
print(Array(cd), Array(cd), cd.map { $0 * 2 }, cd.reduce(0, +))
var it = cd.makeIterator()
_ = it.next()
print("iterator copy:", Array(IteratorSequence(it)), "original:", Array(cd))

// Fibonacci with a separate iterator type and underestimatedCount
struct Fibs: Sequence {
    let limit: Int
    func makeIterator() -> AnyIterator<Int> {
        var (a, b) = (0, 1)
        return AnyIterator {
            guard a <= limit else { return nil }
            defer { (a, b) = (b, a + b) }
            return a
        }
    }
}
print(Array(Fibs(limit: 100)), Fibs(limit: 10).contains(8), Fibs(limit: 10).underestimatedCount)

// Reference-type iterator: single-pass semantics
final class Tape: Sequence, IteratorProtocol {
    var items: [String]
    init(_ i: [String]) { items = i }
    func next() -> String? { items.isEmpty ? nil : items.removeFirst() }
}
let tape = Tape(["a", "b", "c", "d"])
for x in tape { if x == "b" { break } }
print("rest of tape:", Array(tape))

// Strides
print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 10, through: 0, by: -4)))
print(Array(stride(from: 1.0, through: 2.0, by: 0.25)), Array(stride(from: 5, to: 5, by: 1)))
print(Array(stride(from: 0.0, to: 0.35, by: 0.1)))

// zip, enumerated, and sequence(state:next:)
let names = ["ann", "ben", "cy"]
for (i, (n, score)) in zip(names, [90, 75, 60, 99]).enumerated() { print(i, n, score) }
let collatz = sequence(state: 6) { (s: inout Int) -> Int? in
    guard s != 1 else { return nil }
    s = s % 2 == 0 ? s / 2 : 3 * s + 1
    return s
}
print(Array(collatz))
print(Array(sequence(first: "a") { $0.count < 4 ? $0 + "b" : nil }))

// Sequence algorithms over a custom sequence
struct Evens: Sequence {
    func makeIterator() -> some IteratorProtocol<Int> {
        var i = 0
        return AnyIterator { defer { i += 2 }; return i }
    }
}
print(Array(Evens().prefix(5)), Evens().first { $0 > 7 } as Any, Array(Evens().dropFirst(3).prefix(2)))
print(Array(Evens().prefix(while: { $0 < 9 })), Evens().lazy.map { $0 / 2 }.prefix(4).reduce(0, +))
print(zip(Evens(), "wxyz").map { "\($1)\($0)" }.joined(separator: ","))
print(Array(Countdown(n: 5).split(separator: 3)), Countdown(n: 4).elementsEqual([4, 3, 2, 1]))
print(Countdown(n: 4).min()!, Countdown(n: 4).sorted(), Countdown(n: 6).starts(with: [6, 5]))

// expect: [3, 2, 1] [3, 2, 1] [6, 4, 2] 6
// expect: iterator copy: [2, 1] original: [3, 2, 1]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89] true 0
// expect: rest of tape: ["c", "d"]
// expect: [0, 3, 6, 9] [10, 6, 2]
// expect: [1.0, 1.25, 1.5, 1.75, 2.0] []
// expect: [0.0, 0.1, 0.2, 0.30000000000000004]
// expect: 0 ann 90
// expect: 1 ben 75
// expect: 2 cy 60
// expect: [3, 10, 5, 16, 8, 4, 2, 1]
// expect: ["a", "ab", "abb", "abbb"]
// expect: [0, 2, 4, 6, 8] Optional(8) [6, 8]
// expect: [0, 2, 4, 6, 8] 6
// expect: w0,x2,y4,z6
// expect: [ArraySlice([5, 4]), ArraySlice([2, 1])] true
// expect: 1 [1, 2, 3, 4] true
