// Swift Evolution style (SE-0298, SE-0421): custom AsyncSequence and async sequence algorithms
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int
    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

var values: [Int] = []
for await n in Countdown(start: 5) { values.append(n) }
print("countdown:", values)

let doubled = Countdown(start: 4).map { $0 * 2 }
var d: [Int] = []
for await x in doubled { d.append(x) }
print("doubled:", d)

let odds = Countdown(start: 9).filter { $0 % 2 == 1 }
var o: [Int] = []
for await x in odds { o.append(x) }
print("odds:", o)

let sum = await Countdown(start: 10).reduce(0, +)
print("sum:", sum)
print("contains 3:", await Countdown(start: 5).contains(3))
print("first < 3:", await Countdown(start: 5).first { $0 < 3 } ?? -1)
print("min:", await Countdown(start: 6).min() ?? -1)

var prefix: [Int] = []
for await x in Countdown(start: 100).prefix(3) { prefix.append(x) }
print("prefix:", prefix)

var dropped: [String] = []
for await s in Countdown(start: 6).dropFirst(2).compactMap({ $0 % 2 == 0 ? "e\($0)" : nil }) {
    dropped.append(s)
}
print("dropped:", dropped)

let (stream, cont) = AsyncStream.makeStream(of: String.self)
for w in ["a", "bb", "ccc"] { cont.yield(w) }
cont.finish()
var lengths: [Int] = []
for await n in stream.map(\.count) { lengths.append(n) }
print("lengths:", lengths)

func collect<S: AsyncSequence>(_ s: S) async throws -> [S.Element] {
    var out: [S.Element] = []
    for try await e in s { out.append(e) }
    return out
}
print("collected:", try await collect(Countdown(start: 3)))

// expect: countdown: [5, 4, 3, 2, 1]
// expect: doubled: [8, 6, 4, 2]
// expect: odds: [9, 7, 5, 3, 1]
// expect: sum: 55
// expect: contains 3: true
// expect: first < 3: 2
// expect: min: 1
// expect: prefix: [100, 99, 98]
// expect: dropped: ["e4", "e2"]
// expect: lengths: [1, 2, 3]
// expect: collected: [3, 2, 1]
