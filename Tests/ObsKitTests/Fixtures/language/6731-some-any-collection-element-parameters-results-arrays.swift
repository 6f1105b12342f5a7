// WWDC "Embrace Swift generics" style (primary associated types): some/any Collection<Element> in parameters, results and arrays
protocol Feed<Item> {
    associatedtype Item
    func items() -> [Item]
}

struct Countdown: Feed {
    let from: Int
    func items() -> [Int] { Array((0...from).reversed()) }
}

struct Headlines: Feed {
    func items() -> [String] { ["rain", "sun", "wind"] }
}

struct Mapped<Base: Feed, Item>: Feed {
    let base: Base
    let transform: (Base.Item) -> Item
    func items() -> [Item] { base.items().map(transform) }
}

func loud(_ feed: some Feed<String>) -> some Feed<String> {
    Mapped(base: feed) { $0.uppercased() + "!" }
}

func total(_ feeds: [any Feed<Int>]) -> Int {
    feeds.reduce(0) { $0 + $1.items().reduce(0, +) }
}

func firstItems(_ feeds: [any Feed<String>]) -> [String] {
    feeds.compactMap { $0.items().first }
}

func window(_ c: some BidirectionalCollection<Character>, size: Int) -> some Collection<String> {
    c.indices.dropLast(size - 1).map { i in String(c[i...].prefix(size)) }
}

let feeds: [any Feed<Int>] = [Countdown(from: 3), Mapped(base: Countdown(from: 2)) { $0 * 100 }]
print(total(feeds))
print(loud(Headlines()).items())
let strings: [any Feed<String>] = [Headlines(), loud(Headlines()), Mapped(base: Countdown(from: 1)) { "n\($0)" }]
print(firstItems(strings))
print(Array(window("swift", size: 3)))
print(window("ab", size: 2).count)
let anyCollection: any Collection<Int> = Set([3])
print(anyCollection.count, anyCollection.first!)
let erased: [any Sequence<Int>] = [[1, 2], 1...3, stride(from: 10, to: 40, by: 10)]
print(erased.map { $0.reduce(0, +) })

// expect: 306
// expect: ["RAIN!", "SUN!", "WIND!"]
// expect: ["rain", "RAIN!", "n1"]
// expect: ["swi", "wif", "ift"]
// expect: 1
// expect: 1 3
// expect: [3, 6, 60]
