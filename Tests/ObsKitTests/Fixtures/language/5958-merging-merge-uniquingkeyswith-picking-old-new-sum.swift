// Swift stdlib test style (Dictionary APIs): merging/merge with uniquingKeysWith picking old, new or a sum, mapValues and compactMapValues, printed in sorted key order
func show<V>(_ label: String, _ d: [String: V]) {
    let parts = d.keys.sorted().map { "\($0)=\(d[$0]!)" }
    print(label + ":", parts.joined(separator: ", "))
}

let stock = ["apple": 5, "pear": 2, "plum": 0]
let delivery = ["pear": 10, "kiwi": 4, "plum": 1]

show("keep old", stock.merging(delivery, uniquingKeysWith: { old, _ in old }))
show("take new", stock.merging(delivery, uniquingKeysWith: { _, new in new }))
show("sum", stock.merging(delivery, uniquingKeysWith: +))
show("max", stock.merging(delivery) { max($0, $1) })

var inventory = stock
inventory.merge(delivery, uniquingKeysWith: +)
show("merged in place", inventory)
inventory.merge([("apple", 1), ("fig", 9), ("fig", 2)]) { $0 - $1 }
show("from pairs", inventory)
show("original", stock)

show("doubled", stock.mapValues { $0 * 2 })
show("described", stock.mapValues { $0 == 0 ? "none" : "\($0) left" })

let raw = ["a": "1", "b": "two", "c": "3", "d": ""]
let parsed = raw.compactMapValues { Int($0) }
show("parsed", parsed)
print(parsed.count, raw.count)

let optionals: [String: Int?] = ["x": 1, "y": nil, "z": 3]
let present = optionals.compactMapValues { $0 }
show("present", present)

let prices = ["tea": 3.5, "cake": 4.25]
let rounded = prices.mapValues { Int($0.rounded()) }
show("rounded", rounded)
print(rounded.keys.sorted() == prices.keys.sorted())

// expect: keep old: apple=5, kiwi=4, pear=2, plum=0
// expect: take new: apple=5, kiwi=4, pear=10, plum=1
// expect: sum: apple=5, kiwi=4, pear=12, plum=1
// expect: max: apple=5, kiwi=4, pear=10, plum=1
// expect: merged in place: apple=5, kiwi=4, pear=12, plum=1
// expect: from pairs: apple=4, fig=7, kiwi=4, pear=12, plum=1
// expect: original: apple=5, pear=2, plum=0
// expect: doubled: apple=10, pear=4, plum=0
// expect: described: apple=5 left, pear=2 left, plum=none
// expect: parsed: a=1, c=3
// expect: 2 4
// expect: present: x=1, z=3
// expect: rounded: cake=4, tea=4
// expect: true
