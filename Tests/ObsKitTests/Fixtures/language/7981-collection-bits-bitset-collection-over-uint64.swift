// Advanced Swift style (Collection of bits): a BitSet collection over UInt64 with Int indices and set algebra helpers
struct BitSet: Collection, ExpressibleByArrayLiteral, CustomStringConvertible {
    private(set) var bits: UInt64 = 0
    init() {}
    init(arrayLiteral elements: Int...) { for e in elements { insert(e) } }
    mutating func insert(_ x: Int) { bits |= 1 << UInt64(x) }
    mutating func remove(_ x: Int) { bits &= ~(1 << UInt64(x)) }
    func contains(_ x: Int) -> Bool { bits & (1 << UInt64(x)) != 0 }
    var startIndex: Int { next(from: 0) }
    var endIndex: Int { 64 }
    private func next(from i: Int) -> Int {
        var j = i
        while j < 64 && !contains(j) { j += 1 }
        return j
    }
    func index(after i: Int) -> Int { next(from: i + 1) }
    subscript(i: Int) -> Int { i }
    var description: String { "{" + map(String.init).joined(separator: ",") + "}" }
    static func | (a: BitSet, b: BitSet) -> BitSet { var r = BitSet(); r.bits = a.bits | b.bits; return r }
    static func & (a: BitSet, b: BitSet) -> BitSet { var r = BitSet(); r.bits = a.bits & b.bits; return r }
}
var s: BitSet = [1, 5, 9, 63]
print(s, s.count)
s.insert(2)
s.remove(9)
print(s, s.first!, s.contains(5))
let t: BitSet = [2, 3, 5]
print(s | t, s & t)
print((s & t).count, BitSet().isEmpty)
print(s.map { $0 * 2 }, s.reduce(0, +))
print(s.filter { $0 > 2 })
print(String(s.bits, radix: 2).count)
print(Array(s.dropFirst()), s.indices.map { $0 })
print(s.firstIndex(of: 5)!, s.index(after: 5))
// expect: {1,5,9,63} 4
// expect: {1,2,5,63} 1 true
// expect: {1,2,3,5,63} {2,5}
// expect: 2 true
// expect: [2, 4, 10, 126] 71
// expect: [5, 63]
// expect: 64
// expect: [2, 5, 63] [1, 2, 5, 63]
// expect: 5 63
