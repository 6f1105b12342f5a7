// objc.io style (grouping): reduce(into:) grouping and counting versus Dictionary(grouping:by:)
struct Order {
    let customer: String
    let item: String
    let amount: Int
}

extension Sequence {
    func grouped<Key: Hashable>(by key: (Element) -> Key) -> [Key: [Element]] {
        reduce(into: [:]) { groups, element in
            groups[key(element), default: []].append(element)
        }
    }

    func counted<Key: Hashable>(by key: (Element) -> Key) -> [Key: Int] {
        reduce(into: [:]) { $0[key($1), default: 0] += 1 }
    }
}

let orders = [
    Order(customer: "kim", item: "tea", amount: 4),
    Order(customer: "lee", item: "cake", amount: 7),
    Order(customer: "kim", item: "cake", amount: 7),
    Order(customer: "max", item: "tea", amount: 4),
    Order(customer: "kim", item: "scone", amount: 3),
]

let byCustomer = orders.grouped(by: \.customer)
for name in byCustomer.keys.sorted() {
    let items = byCustomer[name]!.map(\.item)
    print(name, items, byCustomer[name]!.reduce(0) { $0 + $1.amount })
}

let itemCounts = orders.counted(by: \.item)
print(itemCounts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

let library = Dictionary(grouping: orders, by: { $0.amount > 5 ? "big" : "small" })
print(library.keys.sorted(), library["big"]!.count, library["small"]!.count)

let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
let byLetter = Dictionary(grouping: words, by: { $0.first! })
for letter in byLetter.keys.sorted() {
    print(letter, byLetter[letter]!)
}
let lengths = words.grouped(by: \.count).mapValues { $0.count }
print(lengths.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
print("mississippi".counted(by: { $0 }).sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())

// expect: kim ["tea", "cake", "scone"] 14
// expect: lee ["cake"] 7
// expect: max ["tea"] 4
// expect: ["cake:2", "scone:1", "tea:2"]
// expect: ["big", "small"] 2 3
// expect: a ["apple", "avocado", "apricot"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: 5=1, 6=2, 7=2, 9=1
// expect: i4m1p2s4
