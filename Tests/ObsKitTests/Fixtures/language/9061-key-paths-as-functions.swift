// Compiler test style: key path expressions as functions — passing `\.prop` to map, filter, sorted, and to generic higher-order helpers
struct Item {
    var name: String
    var price: Int
    var tags: [String]
    var inStock: Bool
    var discount: Int?
}

let items = [
    Item(name: "lamp", price: 40, tags: ["home", "light"], inStock: true, discount: 5),
    Item(name: "desk", price: 120, tags: ["home"], inStock: false, discount: nil),
    Item(name: "pen", price: 3, tags: [], inStock: true, discount: nil),
    Item(name: "chair", price: 85, tags: ["home", "office", "seat"], inStock: true, discount: 10),
]

print(items.map(\.name))
print(items.filter(\.inStock).map(\.name))
print(items.compactMap(\.discount))
print(items.flatMap(\.tags))
print(items.map(\.tags.count))
print(items.map(\.name.first))
print(items.contains(where: \.inStock), items.allSatisfy(\.inStock))

extension Sequence {
    func sorted<T: Comparable>(by kp: KeyPath<Element, T>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: kp] > $1[keyPath: kp] : $0[keyPath: kp] < $1[keyPath: kp] }
    }
    func sum<T: AdditiveArithmetic>(_ kp: KeyPath<Element, T>) -> T {
        reduce(.zero) { $0 + $1[keyPath: kp] }
    }
    func grouped<K: Hashable & Comparable>(by kp: KeyPath<Element, K>) -> [(K, [Element])] {
        Dictionary(grouping: self, by: { $0[keyPath: kp] }).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

print(items.sorted(by: \.price).map(\.name))
print(items.sorted(by: \.name, descending: true).map(\.name))
print(items.sum(\.price))
for (count, group) in items.grouped(by: \.tags.count) {
    print(count, group.map(\.name))
}

// A key path stored as a function value.
let getPrice: (Item) -> Int = \.price
let getFirstTag: (Item) -> String? = \.tags.first
print(items.map(getPrice).max()!, items.map(getFirstTag))

// Min/max with key path comparisons.
let cheapest = items.min { $0[keyPath: \.price] < $1[keyPath: \.price] }!
print(cheapest.name)

// Key paths on standard library types.
let words = ["kiwi", "fig", "banana", "apple"]
print(words.map(\.count), words.sorted(by: \.count).first!, words.map(\.last!))
let nested = [[1, 2], [3], []]
print(nested.map(\.isEmpty), nested.map(\.count))

// expect: ["lamp", "desk", "pen", "chair"]
// expect: ["lamp", "pen", "chair"]
// expect: [5, 10]
// expect: ["home", "light", "home", "home", "office", "seat"]
// expect: [2, 1, 0, 3]
// expect: [Optional("l"), Optional("d"), Optional("p"), Optional("c")]
// expect: true false
// expect: ["pen", "lamp", "chair", "desk"]
// expect: ["pen", "lamp", "desk", "chair"]
// expect: 248
// expect: 0 ["pen"]
// expect: 1 ["desk"]
// expect: 2 ["lamp"]
// expect: 3 ["chair"]
// expect: 120 [Optional("home"), Optional("home"), nil, Optional("home")]
// expect: pen
// expect: [4, 3, 6, 5] fig ["i", "g", "a", "e"]
// expect: [false, false, true] [2, 1, 0]
