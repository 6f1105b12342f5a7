// Q&A style (how do I merge two dictionaries and decide which value wins?): merge, merging and uniquingKeysWith
func show(_ label: String, _ d: [String: Int]) {
    print(label, d.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
}

let defaults = ["width": 800, "height": 600, "depth": 1]
let user = ["width": 1024, "scale": 2]

show("keep current:", defaults.merging(user) { current, _ in current })
show("take new:", defaults.merging(user) { _, new in new })
show("sum:", defaults.merging(user, uniquingKeysWith: +))

var config = defaults
config.merge(["depth": 5, "alpha": 9]) { max($0, $1) }
show("merged in place:", config)

// Building from pairs with duplicate keys.
let pairs = [("a", 1), ("b", 2), ("a", 3), ("a", 4)]
show("first wins:", Dictionary(pairs, uniquingKeysWith: { first, _ in first }))
show("last wins:", Dictionary(pairs, uniquingKeysWith: { _, last in last }))
show("count:", Dictionary(pairs.map { ($0.0, 1) }, uniquingKeysWith: +))

// The closure is only called for conflicting keys.
var conflicts: [String] = []
_ = defaults.merging(user) { a, b in conflicts.append("\(a)vs\(b)"); return a }
print("conflicts resolved:", conflicts)

// Merging with a sequence of tuples.
var inventory = ["pen": 3]
inventory.merge([("pen", 2), ("ink", 1)], uniquingKeysWith: +)
show("inventory:", inventory)

// updateValue returns the old value.
let old = inventory.updateValue(10, forKey: "pen")
let none = inventory.updateValue(1, forKey: "pad")
print("old pen:", old as Any, "old pad:", none as Any)
show("final:", inventory)

// expect: keep current: depth=1 height=600 scale=2 width=800
// expect: take new: depth=1 height=600 scale=2 width=1024
// expect: sum: depth=1 height=600 scale=2 width=1824
// expect: merged in place: alpha=9 depth=5 height=600 width=800
// expect: first wins: a=1 b=2
// expect: last wins: a=4 b=2
// expect: count: a=3 b=1
// expect: conflicts resolved: ["800vs1024"]
// expect: inventory: ink=1 pen=5
// expect: old pen: Optional(5) old pad: nil
// expect: final: ink=1 pad=1 pen=10
