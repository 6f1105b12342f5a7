// Compiler test style (concurrency): custom AsyncSequence and AsyncIteratorProtocol conformances
struct Fibonacci: AsyncSequence {
    typealias Element = Int
    let limit: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var a = 0, b = 1
        let limit: Int
        mutating func next() async -> Int? {
            guard a <= limit else { return nil }
            defer { (a, b) = (b, a + b) }
            return a
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(limit: limit) }
}

var fibs: [Int] = []
for await f in Fibonacci(limit: 100) { fibs.append(f) }
print("fibs:", fibs)

struct Lines: AsyncSequence, AsyncIteratorProtocol {
    typealias Element = String
    var remaining: [Substring]
    init(_ text: String) { remaining = text.split(separator: "\n") }
    mutating func next() async -> String? {
        guard !remaining.isEmpty else { return nil }
        return String(remaining.removeFirst())
    }
    func makeAsyncIterator() -> Lines { self }
}

let doc = Lines("title: Report\nauthor: Kim\n\nbody: short")
var n = 0
for await line in doc {
    n += 1
    print("\(n): \(line)")
}
// The sequence value is unchanged because makeAsyncIterator copies it.
var again = 0
for await _ in doc { again += 1 }
print("iterated again:", again)

let evens = Fibonacci(limit: 1000).filter { $0 % 2 == 0 }
var evenList: [Int] = []
for await e in evens { evenList.append(e) }
print("even fibs:", evenList)

let firstBig = await Fibonacci(limit: 10_000).first { $0 > 500 }
print("first > 500:", firstBig ?? -1)
print("contains 144:", await Fibonacci(limit: 200).contains(144))
let total = await Fibonacci(limit: 50).reduce(0, +)
print("sum to 50:", total)

func countElements<S: AsyncSequence>(_ s: S) async rethrows -> Int {
    var c = 0
    for try await _ in s { c += 1 }
    return c
}
print("count:", await countElements(Fibonacci(limit: 10)))

// expect: fibs: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: 1: title: Report
// expect: 2: author: Kim
// expect: 3: body: short
// expect: iterated again: 3
// expect: even fibs: [0, 2, 8, 34, 144, 610]
// expect: first > 500: 610
// expect: contains 144: true
// expect: sum to 50: 88
// expect: count: 7
