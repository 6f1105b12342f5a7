// Advanced Swift style (bit set as MutableCollection of Bool): a BitArray packed into UInt64 words, with a Bool subscript setter, swapAt, count and a 0/1 description
struct BitArray {
    private var words: [UInt64]
    let count: Int

    init(count: Int) {
        self.count = count
        words = Array(repeating: 0, count: (count + 63) / 64)
    }

    var nonzeroBitCount: Int { words.map(\.nonzeroBitCount).reduce(0, +) }
}

extension BitArray: RandomAccessCollection, MutableCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> Bool {
        get { words[i / 64] & (1 << UInt64(i % 64)) != 0 }
        set {
            let mask: UInt64 = 1 << UInt64(i % 64)
            if newValue { words[i / 64] |= mask } else { words[i / 64] &= ~mask }
        }
    }
}

extension BitArray: CustomStringConvertible {
    var description: String { map { $0 ? "1" : "0" }.joined() }
}

var bits = BitArray(count: 10)
bits[1] = true
bits[4] = true
bits[9] = true
print(bits, bits.nonzeroBitCount)
bits.swapAt(1, 2)
print(bits)
bits[4].toggle()
print(bits, bits.firstIndex(of: true)!, bits.lastIndex(of: true)!)
print(bits.indices.filter { bits[$0] })

var sieve = BitArray(count: 50)
for i in 2..<50 { sieve[i] = true }
for i in 2..<50 where sieve[i] {
    for multiple in stride(from: i * i, to: 50, by: i) { sieve[multiple] = false }
}
print(sieve.indices.filter { sieve[$0] })
print(sieve.nonzeroBitCount, sieve.filter { $0 }.count)

var big = BitArray(count: 130)
big[0] = true; big[64] = true; big[129] = true
print(big.nonzeroBitCount, big.lastIndex(of: true)!, big.count)
big.reverse()
print(big.firstIndex(of: true)!, big[65], big[129])
var flags = BitArray(count: 6)
flags[0] = true; flags[3] = true
flags.sort { $0 && !$1 }
print(flags, flags.contains(false))

// expect: 0100100001 3
// expect: 0010100001
// expect: 0010000001 2 9
// expect: [2, 9]
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]
// expect: 15 15
// expect: 3 129 130
// expect: 0 true true
// expect: 110000 true
