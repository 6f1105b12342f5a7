// WWDC style (custom AsyncSequence): a countdown sequence with its own AsyncIteratorProtocol
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current >= 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(current: start)
    }
}

for await n in Countdown(start: 3) {
    print(n == 0 ? "Liftoff!" : "\(n)...")
}

var evens: [Int] = []
for await n in Countdown(start: 10) where n % 2 == 0 {
    evens.append(n)
}
print(evens)

let doubled = Countdown(start: 4).map { $0 * 2 }
var out: [Int] = []
for await d in doubled { out.append(d) }
print(out)
// expect: 3...
// expect: 2...
// expect: 1...
// expect: Liftoff!
// expect: [10, 8, 6, 4, 2, 0]
// expect: [8, 6, 4, 2, 0]
