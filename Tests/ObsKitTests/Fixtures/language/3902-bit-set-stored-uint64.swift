// Compiler test style: bit set stored in a UInt64 with insert, remove and iterate
struct BitSet {
    var bits: UInt64 = 0
    mutating func insert(_ i: Int) { bits |= 1 << UInt64(i) }
    mutating func remove(_ i: Int) { bits &= ~(1 << UInt64(i)) }
    func contains(_ i: Int) -> Bool { bits & (1 << UInt64(i)) != 0 }
    var count: Int { bits.nonzeroBitCount }
    var elements: [Int] {
        var result: [Int] = []
        var b = bits
        while b != 0 {
            let i = b.trailingZeroBitCount
            result.append(i)
            b &= b - 1
        }
        return result
    }
}

var primes = BitSet()
for n in 2..<64 {
    var isPrime = true
    var d = 2
    while d * d <= n {
        if n % d == 0 { isPrime = false; break }
        d += 1
    }
    if isPrime { primes.insert(n) }
}
print(primes.count, primes.elements)
print(primes.contains(61), primes.contains(63))
primes.remove(2)
primes.remove(4)
print(primes.count, String(primes.bits, radix: 16))
var evens = BitSet()
for i in stride(from: 0, to: 64, by: 2) { evens.insert(i) }
print(String(evens.bits, radix: 16), evens.count)
let union = BitSet(bits: primes.bits | evens.bits)
let inter = BitSet(bits: primes.bits & evens.bits)
print(union.count, inter.elements)
print(BitSet(bits: primes.bits ^ union.bits).elements.prefix(5))
// expect: 18 [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61]
// expect: true false
// expect: 17 28208a20a08a28a8
// expect: 5555555555555555 32
// expect: 49 []
// expect: [0, 2, 4, 6, 8]
