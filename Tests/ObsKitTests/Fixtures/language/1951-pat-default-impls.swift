// Compiler test style: protocols with associated types and default implementations in extensions
protocol Container {
    associatedtype Item
    var items: [Item] { get }
    func describe() -> String
}

extension Container {
    var count: Int { items.count }
    func describe() -> String { "container of \(count)" }
    func firstItem() -> Item? { items.first }
}

extension Container where Item: Comparable {
    func largest() -> Item? { items.max() }
}

extension Container where Item == String {
    func describe() -> String { "strings: " + items.joined(separator: "|") }
}

struct IntBag: Container {
    var items: [Int]
}

struct Words: Container {
    var items: [String]
}

struct Custom: Container {
    typealias Item = Bool
    var items: [Bool]
    func describe() -> String { "custom with \(items.filter { $0 }.count) true" }
}

let bag = IntBag(items: [3, 9, 4])
print(bag.describe())
print(bag.largest() ?? -1)
print(bag.firstItem() ?? -1)

let words = Words(items: ["pear", "apple", "fig"])
print(words.describe())
print(words.largest() ?? "none")

let custom = Custom(items: [true, false, true])
print(custom.describe(), custom.count)

func summarize<C: Container>(_ c: C) -> String {
    "\(C.Item.self): \(c.describe())"
}
print(summarize(bag))
print(summarize(words))
print(summarize(custom))

// expect: container of 3
// expect: 9
// expect: 3
// expect: strings: pear|apple|fig
// expect: pear
// expect: custom with 2 true 3
// expect: Int: container of 3
// expect: String: strings: pear|apple|fig
// expect: Bool: custom with 2 true
