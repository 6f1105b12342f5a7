// Concurrency: AsyncStream, custom AsyncSequence, for await with filtering
// expected output: swiftc 6.3.1 (Linux), run on this machine
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

func ticker(_ values: [String]) -> AsyncStream<String> {
    AsyncStream { continuation in
        for v in values { continuation.yield(v) }
        continuation.finish()
    }
}

func readLines(_ text: String) -> AsyncThrowingStream<String, Error> {
    AsyncThrowingStream { c in
        for (i, line) in text.split(separator: "\n").enumerated() {
            if line == "BAD" {
                c.finish(throwing: LineError(number: i + 1))
                return
            }
            c.yield(String(line))
        }
        c.finish()
    }
}
struct LineError: Error { let number: Int }

for await n in Countdown(start: 5) {
    print(n, terminator: n == 1 ? "\n" : " ")
}

var evens: [Int] = []
for await n in Countdown(start: 10) where n % 2 == 0 { evens.append(n) }
print("evens: \(evens)")

let mapped = Countdown(start: 4).map { "#\($0)" }
var labels: [String] = []
for await l in mapped { labels.append(l) }
print(labels.joined(separator: ","))

let firstBig = await Countdown(start: 100).first { $0 % 7 == 0 }
print("first multiple of 7: \(firstBig ?? -1)")
let sum = await Countdown(start: 4).reduce(0, +)
print("sum: \(sum)")

var words: [String] = []
for await w in ticker(["alpha", "beta", "gamma"]) { words.append(w.uppercased()) }
print(words)

do {
    for try await line in readLines("one\ntwo\nBAD\nfour") { print("line: \(line)") }
} catch let e as LineError {
    print("stopped at line \(e.number)")
}
let contains3 = await Countdown(start: 5).contains(3)
print("contains 3: \(contains3)")
// expect: 5 4 3 2 1
// expect: evens: [10, 8, 6, 4, 2]
// expect: #4,#3,#2,#1
// expect: first multiple of 7: 98
// expect: sum: 10
// expect: ["ALPHA", "BETA", "GAMMA"]
// expect: line: one
// expect: line: two
// expect: stopped at line 3
// expect: contains 3: true
