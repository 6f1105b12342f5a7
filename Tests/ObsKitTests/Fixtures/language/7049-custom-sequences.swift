// Sequences: custom Sequence/IteratorProtocol, Collection conformance, sequence(), zip, lazy
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Fibonacci: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
print(Array(Fibonacci().prefix(10)))
print(Fibonacci().first { $0 > 1000 }!, Array(Fibonacci().lazy.filter { $0.isMultiple(of: 2) }.prefix(5)))

struct Countdown: Sequence {
    let from: Int
    func makeIterator() -> AnyIterator<Int> {
        var n = from
        return AnyIterator {
            guard n >= 0 else { return nil }
            defer { n -= 1 }
            return n
        }
    }
}
print(Countdown(from: 5).map(String.init).joined(separator: "…"), Countdown(from: 3).reduce(0, +))

struct Ring<Element>: Collection {
    private var storage: [Element]
    private var offset: Int
    init(_ items: [Element], rotatedBy k: Int) {
        storage = items
        offset = items.isEmpty ? 0 : ((k % items.count) + items.count) % items.count
    }
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Element { storage[(i + offset) % storage.count] }
}
let ring = Ring(["a", "b", "c", "d", "e"], rotatedBy: -2)
print(Array(ring), ring.first!, ring.count, ring.firstIndex(of: "a")!, ring.dropFirst(3).joined())

let powers = sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }
print(Array(powers))
let halves = sequence(state: 100) { (s: inout Int) -> Int? in
    guard s > 0 else { return nil }
    defer { s /= 2 }
    return s
}
print(halves.map { $0 })

let names = ["ann", "bob", "cy"]
let ages = [31, 25, 47, 99]
for (n, a) in zip(names, ages) { print("\(n) is \(a)", terminator: "; ") }
print()
let running = ages.reduce(into: [Int]()) { acc, x in acc.append((acc.last ?? 0) + x) }
print(running, zip(ages, ages.dropFirst()).map { $1 - $0 })

var evaluated = 0
let lazySquares = (1...1_000_000).lazy.map { n -> Int in evaluated += 1; return n * n }
let firstBig = lazySquares.first { $0 > 50 }!
print(firstBig, "evaluated \(evaluated)")
let joined = [[1, 2], [], [3]].joined().map { $0 * 10 }
print(joined, Array(stride(from: 1, to: 10, by: 4).reversed()), (1...4).flatMap { Array(repeating: $0, count: $0 % 2) })
print(Array("hello".enumerated().filter { $0.offset % 2 == 0 }.map(\.element)), names.indices.map { $0 })
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 1597 [0, 2, 8, 34, 144]
// expect: 5…4…3…2…1…0 6
// expect: ["d", "e", "a", "b", "c"] d 5 2 bc
// expect: [1, 3, 9, 27, 81, 243, 729]
// expect: [100, 50, 25, 12, 6, 3, 1]
// expect: ann is 31; bob is 25; cy is 47; 
// expect: [31, 56, 103, 202] [-6, 22, 52]
// expect: 64 evaluated 8
// expect: [10, 20, 30] [9, 5, 1] [1, 3]
// expect: ["h", "l", "o"] [0, 1, 2]
