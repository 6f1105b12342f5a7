// Swift Evolution style (SE-0298 AsyncSequence): a paginated API as an async sequence
struct Page {
    let number: Int
    let items: [String]
}

// Simulated server: 7 items, served 3 per page
let catalog = ["anvil", "bolt", "chisel", "drill", "epoxy", "file", "gauge"]

func fetchPage(_ n: Int, size: Int) async -> Page {
    let start = n * size
    let end = min(start + size, catalog.count)
    return Page(number: n, items: start < end ? Array(catalog[start..<end]) : [])
}

struct Pages: AsyncSequence {
    typealias Element = Page
    let pageSize: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        let pageSize: Int
        var next = 0
        var finished = false

        mutating func next() async -> Page? {
            if finished { return nil }
            let page = await fetchPage(next, size: pageSize)
            next += 1
            if page.items.count < pageSize { finished = true }
            return page.items.isEmpty ? nil : page
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(pageSize: pageSize)
    }
}

for await page in Pages(pageSize: 3) {
    print("page \(page.number): \(page.items.joined(separator: ", "))")
}

// The standard async algorithms mirror Sequence
let pageCount = await Pages(pageSize: 2).reduce(0) { n, _ in n + 1 }
print("pages of 2:", pageCount)

let hasDrill = await Pages(pageSize: 3).contains { $0.items.contains("drill") }
print("has drill:", hasDrill)

let firstBig = await Pages(pageSize: 4).first { $0.items.count < 4 }
print("first partial page:", firstBig?.number ?? -1)

// map / filter / flatMap / prefix produce new async sequences lazily
let itemNames = Pages(pageSize: 3)
    .flatMap { $0.items.async }
    .filter { $0.count > 4 }
    .map { $0.uppercased() }
    .prefix(3)

var names: [String] = []
for await name in itemNames { names.append(name) }
print(names)

// A tiny adapter turning any Sequence into an AsyncSequence
struct AsyncArray<Base: Sequence>: AsyncSequence {
    typealias Element = Base.Element
    let base: Base
    struct AsyncIterator: AsyncIteratorProtocol {
        var it: Base.Iterator
        mutating func next() async -> Base.Element? { it.next() }
    }
    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(it: base.makeIterator()) }
}
extension Sequence {
    var async: AsyncArray<Self> { AsyncArray(base: self) }
}

let total = await [3, 1, 4, 1, 5].async.reduce(0, +)
print("sum:", total)
let minimum = await [9, 2, 7].async.min()
print("min:", minimum ?? 0)

// expect: page 0: anvil, bolt, chisel
// expect: page 1: drill, epoxy, file
// expect: page 2: gauge
// expect: pages of 2: 4
// expect: has drill: true
// expect: first partial page: 1
// expect: ["ANVIL", "CHISEL", "DRILL"]
// expect: sum: 14
// expect: min: 2
