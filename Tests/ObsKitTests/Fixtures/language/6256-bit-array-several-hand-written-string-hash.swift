// Algorithm Club style (bloom filter): a bit array with several hand-written string hash functions (djb2, sdbm, FNV-1a), insertions and membership queries
struct BloomFilter<T> {
    private var bits: [Bool]
    private let hashes: [(T) -> UInt64]

    init(size: Int, hashes: [(T) -> UInt64]) {
        bits = Array(repeating: false, count: size)
        self.hashes = hashes
    }

    private func positions(_ element: T) -> [Int] {
        hashes.map { Int($0(element) % UInt64(bits.count)) }
    }

    mutating func insert(_ element: T) {
        for p in positions(element) { bits[p] = true }
    }

    func mightContain(_ element: T) -> Bool {
        positions(element).allSatisfy { bits[$0] }
    }

    var fillRatio: Double { Double(bits.filter { $0 }.count) / Double(bits.count) }
    var pattern: String { String(bits.map { $0 ? "1" : "." }) }
}

func djb2(_ s: String) -> UInt64 {
    s.utf8.reduce(5381) { ($0 << 5) &+ $0 &+ UInt64($1) }
}

func sdbm(_ s: String) -> UInt64 {
    s.utf8.reduce(0) { UInt64($1) &+ ($0 << 6) &+ ($0 << 16) &- $0 }
}

func fnv1a(_ s: String) -> UInt64 {
    var h: UInt64 = 0xcbf29ce484222325
    for byte in s.utf8 {
        h ^= UInt64(byte)
        h = h &* 0x100000001b3
    }
    return h
}

print(djb2("abc"), sdbm("abc"), String(fnv1a("abc"), radix: 16))
var filter = BloomFilter<String>(size: 32, hashes: [djb2, sdbm, fnv1a])
let fruits = ["apple", "banana", "cherry", "date"]
fruits.forEach { filter.insert($0) }
print(filter.pattern)
print(fruits.map(filter.mightContain))
let probes = ["grape", "melon", "kiwi", "apple", "lemon", "fig"]
for p in probes { print(p, filter.mightContain(p) ? "maybe" : "no") }
print("fill", filter.fillRatio)

// expect: 193485963 417419622498 e71fa2190541574b
// expect: ...1.11.......1.1.1....1111....1
// expect: [true, true, true, true]
// expect: grape no
// expect: melon no
// expect: kiwi maybe
// expect: apple maybe
// expect: lemon no
// expect: fig no
// expect: fill 0.34375
