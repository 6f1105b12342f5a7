// Swift book style: a BitSet collection over UInt64 with a custom Index
struct BitSet: Collection, ExpressibleByArrayLiteral, Equatable {
    private(set) var bits: UInt64 = 0

    struct Index: Comparable {
        let bit: Int
        static func < (a: Index, b: Index) -> Bool { a.bit < b.bit }
    }

    init() {}

    init(arrayLiteral elements: Int...) {
        for e in elements { insert(e) }
    }

    mutating func insert(_ n: Int) {
        precondition(n >= 0 && n < 64)
        bits |= (1 << UInt64(n))
    }

    mutating func remove(_ n: Int) {
        bits &= ~(1 << UInt64(n))
    }

    func has(_ n: Int) -> Bool {
        return bits & (1 << UInt64(n)) != 0
    }

    private func nextSet(from b: Int) -> Int {
        var i = b
        while i < 64 && !has(i) { i += 1 }
        return i
    }

    var startIndex: Index { Index(bit: nextSet(from: 0)) }
    var endIndex: Index { Index(bit: 64) }
    func index(after i: Index) -> Index { Index(bit: nextSet(from: i.bit + 1)) }
    subscript(i: Index) -> Int { i.bit }

    static func | (a: BitSet, b: BitSet) -> BitSet {
        var r = BitSet(); r.bits = a.bits | b.bits; return r
    }
    static func & (a: BitSet, b: BitSet) -> BitSet {
        var r = BitSet(); r.bits = a.bits & b.bits; return r
    }
}

var primes: BitSet = [2, 3, 5, 7, 11, 13]
let odds = BitSet(arrayLiteral: 1, 3, 5, 7, 9, 11, 13, 15)
print(Array(primes))
print(primes.count, primes.first!, primes.isEmpty)
print(Array(primes & odds))
print(Array(primes | odds))
print(primes.contains(7), primes.contains(8))
print(primes.bits)

primes.insert(63)
primes.insert(0)
primes.remove(2)
print(Array(primes))
print(primes.max()!, primes.min()!)

let empty = BitSet()
print(empty.count, empty.isEmpty, empty.startIndex == empty.endIndex)

print(primes.map { $0 * 2 }.prefix(3))
print(primes.filter { $0 > 5 })
print(primes.reduce(0, +))
print(primes.firstIndex(of: 11)!.bit)

let sq: BitSet = [0, 1, 4, 9, 16, 25, 36, 49]
print(Array(sq.dropFirst(2).prefix(3)))
print(sq.split(whereSeparator: { $0 % 2 == 1 }).map { Array($0) })
print(sq == [49, 36, 25, 16, 9, 4, 1, 0], sq == odds)

var built = BitSet()
for x in stride(from: 0, to: 64, by: 9) { built.insert(x) }
print(Array(built), built.count)
print(zip(built, sq).map { $0 - $1 })
print(Array(built.enumerated().map { "\($0.offset)#\($0.element)" }.suffix(2)))

// expect: [2, 3, 5, 7, 11, 13]
// expect: 6 2 false
// expect: [3, 5, 7, 11, 13]
// expect: [1, 2, 3, 5, 7, 9, 11, 13, 15]
// expect: true false
// expect: 10412
// expect: [0, 3, 5, 7, 11, 13, 63]
// expect: 63 0
// expect: 0 true true
// expect: [0, 6, 10]
// expect: [7, 11, 13, 63]
// expect: 102
// expect: 11
// expect: [4, 9, 16]
// expect: [[0], [4], [16], [36]]
// expect: true false
// expect: [0, 9, 18, 27, 36, 45, 54, 63] 8
// expect: [0, 8, 14, 18, 20, 20, 18, 14]
// expect: ["6#54", "7#63"]
