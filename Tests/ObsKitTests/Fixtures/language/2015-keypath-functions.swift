// Compiler test style: key paths as functions, optional-chaining and subscript key paths, key path equality
struct Item {
    var name: String
    var price: Int
    var tags: [String]
    var parent: Category?
}
struct Category {
    var title: String
    var depth: Int
}

let tools = Category(title: "tools", depth: 1)
let items = [
    Item(name: "hammer", price: 25, tags: ["heavy", "steel"], parent: tools),
    Item(name: "nail", price: 1, tags: [], parent: nil),
    Item(name: "saw", price: 30, tags: ["sharp"], parent: tools),
]

print(items.map(\.name))
print(items.map(\.price).reduce(0, +))
print(items.map(\.tags.count))
print(items.map(\.parent?.title))
print(items.compactMap(\.parent?.depth))
print(items.filter(\.tags.isEmpty).map(\.name))
print(items.sorted { $0[keyPath: \.price] > $1[keyPath: \.price] }.map(\.name))

func sorted<T, V: Comparable>(_ xs: [T], by kp: KeyPath<T, V>) -> [T] {
    xs.sorted { $0[keyPath: kp] < $1[keyPath: kp] }
}
print(sorted(items, by: \.name).map(\.name))
print(sorted(items, by: \.tags.count).map(\.name))

let firstTag = \Item.tags[0]
print(items[0][keyPath: firstTag])
let dictKP = \[String: Int]["b"]
print(["a": 1, "b": 2][keyPath: dictKP] as Any, ["a": 1][keyPath: dictKP] as Any)
let arrKP = \[Int].[1]
print([7, 8, 9][keyPath: arrKP])

print(\Item.name == \Item.name, \Item.name == \Item.parent?.title)
let kp1: PartialKeyPath<Item> = \Item.price
print(items[2][keyPath: kp1])
let anyKPs: [PartialKeyPath<Item>] = [\.name, \.price, \.tags]
print(anyKPs.map { "\(items[0][keyPath: $0])" })

var mutableItems = items
let priceKP: WritableKeyPath<Item, Int> = \.price
for i in mutableItems.indices { mutableItems[i][keyPath: priceKP] *= 2 }
mutableItems[0].parent?.title = "hardware"
mutableItems[1].parent?.title = "ignored"
print(mutableItems.map(\.price), mutableItems.map(\.parent?.title))
let tupleKP = \(x: Int, y: Int).y
print((x: 1, y: 2)[keyPath: tupleKP])
let chained = (\Item.parent).appending(path: \Category?.?.depth)
print(items.map { $0[keyPath: chained] })
let counts = Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.tags.count) })
print(counts.keys.sorted().map { "\($0)=\(counts[$0]!)" })

// expect: ["hammer", "nail", "saw"]
// expect: 56
// expect: [2, 0, 1]
// expect: [Optional("tools"), nil, Optional("tools")]
// expect: [1, 1]
// expect: ["nail"]
// expect: ["saw", "hammer", "nail"]
// expect: ["hammer", "nail", "saw"]
// expect: ["nail", "saw", "hammer"]
// expect: heavy
// expect: Optional(2) nil
// expect: 8
// expect: true false
// expect: 30
// expect: ["hammer", "25", "[\"heavy\", \"steel\"]"]
// expect: [50, 2, 60] [Optional("hardware"), nil, Optional("tools")]
// expect: 2
// expect: [Optional(1), nil, Optional(1)]
// expect: ["hammer=2", "nail=0", "saw=1"]
