// grid-mutable-collection
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct Bits: RandomAccessCollection, MutableCollection, CustomStringConvertible {
    var words: [UInt8]
    let count: Int

    init(count: Int) {
        self.count = count
        words = Array(repeating: 0, count: (count + 7) / 8)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> Bool {
        get { words[i / 8] & (1 << UInt8(i % 8)) != 0 }
        set {
            if newValue { words[i / 8] |= 1 << UInt8(i % 8) }
            else { words[i / 8] &= ~(1 << UInt8(i % 8)) }
        }
    }

    var description: String { map { $0 ? "1" : "0" }.joined() }
}

var b = Bits(count: 12)
print(b)
b[0] = true; b[3] = true; b[11] = true
print(b, b.words)
b.swapAt(0, 1)
print(b)
b.reverse()
print(b)
let p = b.partition(by: { $0 })
print(b, p)
b[2...5] = Bits(count: 4)[0...3]
print(b)
print(b.filter { $0 }.count)
print(b.firstIndex(of: true) ?? -1, b.lastIndex(of: false) ?? -1)
print(b.index(b.startIndex, offsetBy: 7), b.distance(from: 3, to: 10))
for i in stride(from: 0, to: b.count, by: 3) { b[i].toggle() }
print(b)
var sub = b[4..<8]
print(sub.count, sub.startIndex, sub.map { $0 ? 1 : 0 })
sub[5] = !sub[5]
print(b[5] == sub[5])

struct Squares: RandomAccessCollection {
    var startIndex: Int { 1 }
    var endIndex: Int { 11 }
    subscript(i: Int) -> Int { i * i }
}
let sq = Squares()
print(sq.count, Array(sq))
print(sq[sq.index(before: sq.endIndex)])
print(Array(sq.reversed().prefix(3)))
var nums = Array(sq)
nums.sort(by: { $0 % 7 < $1 % 7 || ($0 % 7 == $1 % 7 && $0 < $1) })
print(nums)
print(sq.lazy.map { $0 % 10 }.reduce(0, +))

// expect: 000000000000
// expect: 100100000001 [9, 8]
// expect: 010100000001
// expect: 100000001010
// expect: 000000000111 9
// expect: 000000000111
// expect: 3
// expect: 9 8
// expect: 7 7
// expect: 100100100011
// expect: 4 4 [0, 0, 1, 0]
// expect: false
// expect: 10 [1, 4, 9, 16, 25, 36, 49, 64, 81, 100]
// expect: 100
// expect: [100, 81, 64]
// expect: [49, 1, 36, 64, 9, 16, 100, 4, 25, 81]
// expect: 45
