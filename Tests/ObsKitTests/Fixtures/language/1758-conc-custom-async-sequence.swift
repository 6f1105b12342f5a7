// Concurrency: a custom AsyncSequence with its AsyncIteratorProtocol, consumed with `for await`, `first(where:)`, `reduce` and `contains` (all sequential, so deterministic).
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Pages: AsyncSequence {
    typealias Element = [String]
    let pages: [[String]]

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: [[String]]
        mutating func next() async -> [String]? {
            guard !remaining.isEmpty else { return nil }
            await Task.yield()
            return remaining.removeFirst()
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: pages) }
}

let feed = Pages(pages: [["a1", "a2"], ["b1"], [], ["c1", "c2", "c3"]])
var pageNumber = 0
for await page in feed {
    pageNumber += 1
    print("page \(pageNumber): \(page.isEmpty ? "(empty)" : page.joined(separator: ","))")
}
let total = await feed.reduce(0) { $0 + $1.count }
print("items", total)
let firstBig = await feed.first { $0.count > 2 }
print(firstBig ?? [])
print(await feed.contains { $0.contains("b1") })
for await count in feed.map({ $0.count }) where count > 0 {
    print("count", count)
}

// expect: page 1: a1,a2
// expect: page 2: b1
// expect: page 3: (empty)
// expect: page 4: c1,c2,c3
// expect: items 6
// expect: ["c1", "c2", "c3"]
// expect: true
// expect: count 2
// expect: count 1
// expect: count 3
