// Apple docs style (AsyncIteratorProtocol): driving iterators manually
// A paginated API: each call to next() "fetches" one page.
struct PagedResults: AsyncSequence {
    typealias Element = [String]
    let items: [String]
    let pageSize: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        let items: [String]
        let pageSize: Int
        var offset = 0
        var fetches = 0

        mutating func next() async -> [String]? {
            guard offset < items.count else { return nil }
            await Task.yield()
            fetches += 1
            // Plain `min` would find AsyncSequence.min() of the enclosing type.
            let end = Swift.min(offset + pageSize, items.count)
            defer { offset = end }
            return Array(items[offset..<end])
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(items: items, pageSize: pageSize)
    }
}

let fruit = ["apple", "banana", "cherry", "date", "elder", "fig", "grape"]
var pages = PagedResults(items: fruit, pageSize: 3).makeAsyncIterator()
while let page = await pages.next() {
    print("page:", page.joined(separator: ","))
}
print("fetches:", pages.fetches)
print("after end:", await pages.next() as Any)

// A throwing iterator: parses tokens until it finds garbage.
struct TokenStream: AsyncSequence {
    typealias Element = Int
    let source: String

    struct AsyncIterator: AsyncIteratorProtocol {
        var parts: ArraySlice<Substring>

        mutating func next() async throws -> Int? {
            guard let part = parts.popFirst() else { return nil }
            guard let value = Int(part) else { throw TokenError.invalid(String(part)) }
            return value
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(parts: source.split(separator: " ")[...])
    }
}

enum TokenError: Error { case invalid(String) }

var tokens = TokenStream(source: "10 20 x 30").makeAsyncIterator()
var total = 0
do {
    while let n = try await tokens.next() {
        total += n
    }
} catch TokenError.invalid(let bad) {
    print("invalid token '\(bad)' after total \(total)")
}
// The iterator keeps its position after the error, so we can continue.
if let rest = try await tokens.next() {
    print("resumed with", rest)
}

// for try await desugars to the same calls.
var sum = 0
for try await n in TokenStream(source: "1 2 3 4") { sum += n }
print("sum:", sum)

// Two independent iterators over the same sequence do not share state.
let seq = PagedResults(items: fruit, pageSize: 4)
var first = seq.makeAsyncIterator()
var second = seq.makeAsyncIterator()
_ = await first.next()
print("first iterator page 2:", await first.next() ?? [])
print("second iterator page 1:", await second.next() ?? [])

// expect: page: apple,banana,cherry
// expect: page: date,elder,fig
// expect: page: grape
// expect: fetches: 3
// expect: after end: nil
// expect: invalid token 'x' after total 30
// expect: resumed with 30
// expect: sum: 10
// expect: first iterator page 2: ["elder", "fig", "grape"]
// expect: second iterator page 1: ["apple", "banana", "cherry", "date"]
