// Swift by Sundell style (protocol-oriented design): protocol with associated type, generic consumer, and conditional conformance
protocol Storage {
    associatedtype Item
    mutating func store(_ item: Item)
    func allItems() -> [Item]
}

struct MemoryStorage<Item>: Storage {
    private var items: [Item] = []
    mutating func store(_ item: Item) { items.append(item) }
    func allItems() -> [Item] { items }
}

struct CappedStorage<Item>: Storage {
    let capacity: Int
    private var items: [Item] = []
    init(capacity: Int) { self.capacity = capacity }
    mutating func store(_ item: Item) {
        items.append(item)
        if items.count > capacity { items.removeFirst() }
    }
    func allItems() -> [Item] { items }
}

struct Logger<S: Storage> where S.Item == String {
    var storage: S
    mutating func log(_ level: String, _ message: String) {
        storage.store("[\(level)] \(message)")
    }
}

protocol Summarizable {
    var summary: String { get }
}

extension Int: Summarizable { var summary: String { "#\(self)" } }
extension String: Summarizable { var summary: String { "'\(self)'" } }
extension Array: Summarizable where Element: Summarizable {
    var summary: String { "[" + map(\.summary).joined(separator: " ") + "]" }
}
extension Optional: Summarizable where Wrapped: Summarizable {
    var summary: String { self?.summary ?? "none" }
}

func fill<S: Storage>(_ s: inout S, with items: [S.Item]) {
    for i in items { s.store(i) }
}

var full = Logger(storage: MemoryStorage<String>())
var capped = Logger(storage: CappedStorage<String>(capacity: 2))
for (lvl, msg) in [("info", "boot"), ("warn", "disk 90%"), ("error", "crash")] {
    full.log(lvl, msg)
    capped.log(lvl, msg)
}
print(full.storage.allItems())
print(capped.storage.allItems())

var numbers = CappedStorage<Int>(capacity: 3)
fill(&numbers, with: Array(1...5))
print(numbers.allItems())

print(5.summary, "hi".summary, [1, 2, 3].summary, [["a"], ["b", "c"]].summary)
let maybe: Int? = nil
print(maybe.summary, Optional(8).summary, [Optional(1), nil].summary)

// expect: ["[info] boot", "[warn] disk 90%", "[error] crash"]
// expect: ["[warn] disk 90%", "[error] crash"]
// expect: [3, 4, 5]
// expect: #5 'hi' [#1 #2 #3] [['a'] ['b' 'c']]
// expect: none #8 [#1 none]
