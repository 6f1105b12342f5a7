// Apple docs style (AsyncSequence): the Counter example and its single-value operators
struct Counter: AsyncSequence {
    typealias Element = Int
    let howHigh: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        let howHigh: Int
        var current = 1

        mutating func next() async -> Int? {
            // A genuinely asynchronous implementation would do real work here.
            guard current <= howHigh else {
                return nil
            }
            let result = current
            current += 1
            return result
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(howHigh: howHigh)
    }
}

// The documentation's loop.
var line = ""
for await number in Counter(howHigh: 5) {
    line += "\(number) "
}
print(line + "(done)")

// Single-value operators consume (part of) the sequence and return one result.
let counter = Counter(howHigh: 10)
print("contains 7:", await counter.contains(7))
print("contains 11:", await counter.contains(11))
print("contains even > 8:", await counter.contains { $0 % 2 == 0 && $0 > 8 })
print("first over 3:", await counter.first { $0 > 3 } ?? -1)
print("first over 30:", await counter.first { $0 > 30 } as Any)
print("min:", await counter.min() ?? 0)
print("max:", await counter.max() ?? 0)
print("max by last digit:", await counter.max { $0 % 10 < $1 % 10 } ?? 0)
print("all positive:", await counter.allSatisfy { $0 > 0 })
print("all below 10:", await counter.allSatisfy { $0 < 10 })
print("sum:", await counter.reduce(0, +))

// reduce(into:) builds a collection.
let buckets = await counter.reduce(into: [String: [Int]]()) { result, n in
    result[n % 2 == 0 ? "even" : "odd", default: []].append(n)
}
print("even:", buckets["even"]!, "odd:", buckets["odd"]!)

// Chaining a transformation before a single-value operator.
let squaresTotal = await Counter(howHigh: 4).map { $0 * $0 }.reduce(0, +)
print("sum of squares 1...4:", squaresTotal)

let longest = await Counter(howHigh: 12)
    .map { String(repeating: "*", count: $0 % 5) }
    .max { $0.count < $1.count }
print("longest bar:", longest ?? "")

// An empty sequence.
let empty = Counter(howHigh: 0)
print("empty min:", await empty.min() as Any, "allSatisfy:", await empty.allSatisfy { _ in false })

// expect: 1 2 3 4 5 (done)
// expect: contains 7: true
// expect: contains 11: false
// expect: contains even > 8: true
// expect: first over 3: 4
// expect: first over 30: nil
// expect: min: 1
// expect: max: 10
// expect: max by last digit: 9
// expect: all positive: true
// expect: all below 10: false
// expect: sum: 55
// expect: even: [2, 4, 6, 8, 10] odd: [1, 3, 5, 7, 9]
// expect: sum of squares 1...4: 30
// expect: longest bar: ****
// expect: empty min: nil allSatisfy: true
