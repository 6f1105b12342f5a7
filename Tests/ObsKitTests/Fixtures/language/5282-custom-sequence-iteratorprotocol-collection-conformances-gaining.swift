// Stdlib test style: custom Sequence/IteratorProtocol and Collection conformances gaining default algorithms
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}
print(Array(Countdown(current: 5)))
print(Countdown(current: 4).map { $0 * $0 }, Countdown(current: 6).filter { $0 % 2 == 0 })
print(Countdown(current: 3).contains(2), Countdown(current: 10).first { $0 < 4 } as Any)
for (i, v) in Countdown(current: 2).enumerated() { print(i, v) }
struct Fibs: Sequence {
    func makeIterator() -> AnyIterator<Int> {
        var (a, b) = (0, 1)
        return AnyIterator { defer { (a, b) = (b, a + b) }; return a }
    }
}
print(Array(Fibs().prefix(10)), Fibs().first { $0 > 50 } as Any)
struct Ring: Collection {
    let storage: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { storage[i] }
}
let ring = Ring(storage: ["a", "b", "c", "d"])
print(ring.count, ring.first as Any, ring.isEmpty, Array(ring.dropFirst(2)), ring.firstIndex(of: "c") as Any)
print(ring.map { $0.uppercased() }, ring[1...2].joined(), ring.indices.map { $0 })
print(ring.split(separator: "b").map(Array.init), ring.sorted(by: >))
struct Bits: RandomAccessCollection {
    let value: UInt8
    var startIndex: Int { 0 }
    var endIndex: Int { 8 }
    subscript(i: Int) -> Bool { value & (1 << (7 - i)) != 0 }
}
let bits = Bits(value: 0b1010_0110)
print(bits.map { $0 ? "1" : "0" }.joined(), bits.last as Any, bits.reversed().map { $0 ? 1 : 0 })
print(bits.filter { $0 }.count, bits.index(bits.startIndex, offsetBy: 5), bits[bits.index(before: 8)])
let seq = sequence(state: 1) { (s: inout Int) -> Int? in s *= 2; return s > 64 ? nil : s }
print(Array(seq))
var anySeq: AnySequence<Int> = AnySequence(Countdown(current: 3))
print(Array(anySeq))
anySeq = AnySequence([7, 8])
print(anySeq.map { $0 + 1 })
print(zip(Countdown(current: 3), ring).map { "\($0)\($1)" })

// expect: [5, 4, 3, 2, 1]
// expect: [16, 9, 4, 1] [6, 4, 2]
// expect: true Optional(3)
// expect: 0 2
// expect: 1 1
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34] Optional(55)
// expect: 4 Optional("a") false ["c", "d"] Optional(2)
// expect: ["A", "B", "C", "D"] bc [0, 1, 2, 3]
// expect: [["a"], ["c", "d"]] ["d", "c", "b", "a"]
// expect: 10100110 Optional(false) [0, 1, 1, 0, 0, 1, 0, 1]
// expect: 4 5 false
// expect: [2, 4, 8, 16, 32, 64]
// expect: [3, 2, 1]
// expect: [8, 9]
// expect: ["3a", "2b", "1c"]
