// Kodeco style (custom AsyncSequence): a countdown sequence with its own AsyncIteratorProtocol, iterated with for await and transformed
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

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(current: start) }
}

struct Paged: AsyncSequence {
    typealias Element = [String]
    let items: [String]
    let pageSize: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        let items: [String]
        let pageSize: Int
        var offset = 0
        mutating func next() async -> [String]? {
            guard offset < items.count else { return nil }
            let end = Swift.min(offset + pageSize, items.count)
            defer { offset = end }
            return Array(items[offset..<end])
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(items: items, pageSize: pageSize)
    }
}

for await n in Countdown(start: 3) {
    print(n == 0 ? "liftoff" : "\(n)...")
}

var iterator = Countdown(start: 2).makeAsyncIterator()
while let value = await iterator.next() { print("manual", value) }
print("after end:", await iterator.next() as Any)

for await label in Countdown(start: 5).map({ "T-\($0)" }) where label != "T-3" {
    print(label, terminator: " ")
}
print()

let letters = (97...103).map { String(UnicodeScalar($0)!) }
var pageNumber = 0
for await page in Paged(items: letters, pageSize: 3) {
    pageNumber += 1
    print("page \(pageNumber):", page)
}

func collect<S: AsyncSequence>(_ sequence: S) async throws -> [S.Element] {
    var all: [S.Element] = []
    for try await element in sequence { all.append(element) }
    return all
}
print(try await collect(Countdown(start: 4)))

// expect: 3...
// expect: 2...
// expect: 1...
// expect: liftoff
// expect: manual 2
// expect: manual 1
// expect: manual 0
// expect: after end: nil
// expect: T-5 T-4 T-2 T-1 T-0 
// expect: page 1: ["a", "b", "c"]
// expect: page 2: ["d", "e", "f"]
// expect: page 3: ["g"]
// expect: [4, 3, 2, 1, 0]
