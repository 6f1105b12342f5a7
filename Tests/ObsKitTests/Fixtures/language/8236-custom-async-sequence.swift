// Concurrency tutorial: a custom AsyncSequence with its own AsyncIteratorProtocol iterator
struct Fibonacci: AsyncSequence {
    typealias Element = Int
    let limit: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        let limit: Int
        var current = 0
        var nextValue = 1
        var produced = 0

        mutating func next() async -> Int? {
            guard produced < limit else { return nil }
            let value = current
            (current, nextValue) = (nextValue, current + nextValue)
            produced += 1
            return value
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(limit: limit)
    }
}

struct Pages: AsyncSequence, AsyncIteratorProtocol {
    typealias Element = String
    var page = 0
    let total: Int

    mutating func next() async -> String? {
        guard page < total else { return nil }
        page += 1
        return "page \(page) of \(total)"
    }

    func makeAsyncIterator() -> Pages { self }
}

var fibs: [Int] = []
for await f in Fibonacci(limit: 10) {
    fibs.append(f)
}
print("Fibonacci: \(fibs)")

for await page in Pages(total: 3) {
    print("Loaded \(page)")
}

var iterator = Fibonacci(limit: 3).makeAsyncIterator()
while let value = await iterator.next() {
    print("manual next(): \(value)")
}
print("after end: \(String(describing: await iterator.next()))")
// expect: Fibonacci: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: Loaded page 1 of 3
// expect: Loaded page 2 of 3
// expect: Loaded page 3 of 3
// expect: manual next(): 0
// expect: manual next(): 1
// expect: manual next(): 1
// expect: after end: nil
