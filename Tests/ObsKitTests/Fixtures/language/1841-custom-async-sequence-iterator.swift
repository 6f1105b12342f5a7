// Compiler test style: custom AsyncSequence — hand-written AsyncIteratorProtocol types drive for-await loops and the standard async algorithms
struct Countdown: AsyncSequence {
    typealias Element = Int
    let start: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current >= 0 else { return nil }
            defer { current -= 1 }
            await Task.yield()
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

var ticks: [Int] = []
for await t in Countdown(start: 5) { ticks.append(t) }
print("countdown: \(ticks)")

// A throwing iterator over pages of data
struct PageError: Error { let page: Int }

struct Pages: AsyncSequence {
    typealias Element = [String]
    let pages: [[String]]
    let failAt: Int?

    struct AsyncIterator: AsyncIteratorProtocol {
        let pages: [[String]]
        let failAt: Int?
        var index = 0
        mutating func next() async throws -> [String]? {
            guard index < pages.count else { return nil }
            if index == failAt { throw PageError(page: index) }
            defer { index += 1 }
            return pages[index]
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(pages: pages, failAt: failAt) }
}

let book = [["a", "b"], ["c"], ["d", "e", "f"]]
var words: [String] = []
for try await page in Pages(pages: book, failAt: nil) { words += page }
print("all words: \(words)")

do {
    var count = 0
    for try await page in Pages(pages: book, failAt: 2) { count += page.count }
    print("unexpected \(count)")
} catch let e as PageError {
    print("failed on page \(e.page)")
}

// Standard algorithms work on the custom sequence
let evens = Countdown(start: 10).filter { $0 % 2 == 0 }
var evenList: [Int] = []
for await e in evens { evenList.append(e) }
print("evens: \(evenList)")

let firstBelowThree = await Countdown(start: 9).first { $0 < 3 }
print("first below three: \(firstBelowThree as Any)")
print("contains 4: \(await Countdown(start: 6).contains(4))")
print("reduce: \(await Countdown(start: 4).reduce(0, +))")
print("min/max: \(await Countdown(start: 3).min() as Any) \(await Countdown(start: 3).max() as Any)")

let flattened = Pages(pages: book, failAt: nil).map { $0.joined() }
var joined: [String] = []
for try await s in flattened { joined.append(s) }
print("joined pages: \(joined)")

let limited = Countdown(start: 100).dropFirst(95).prefix(3)
var limitedList: [Int] = []
for await v in limited { limitedList.append(v) }
print("dropFirst/prefix: \(limitedList)")

// expect: countdown: [5, 4, 3, 2, 1, 0]
// expect: all words: ["a", "b", "c", "d", "e", "f"]
// expect: failed on page 2
// expect: evens: [10, 8, 6, 4, 2, 0]
// expect: first below three: Optional(2)
// expect: contains 4: true
// expect: reduce: 10
// expect: min/max: Optional(0) Optional(3)
// expect: joined pages: ["ab", "c", "def"]
// expect: dropFirst/prefix: [5, 4, 3]
