// Apple docs style (Dictionary): merging and transforming values
var inventory = ["apples": 3, "pears": 0, "plums": 7]
let delivery = ["apples": 5, "kiwis": 12, "plums": 1]

func show(_ label: String, _ d: [String: Int]) {
    let body = d.keys.sorted().map { "\($0)=\(d[$0]!)" }.joined(separator: ", ")
    print("\(label): [\(body)]")
}

show("inventory", inventory)
inventory.merge(delivery) { current, new in current + new }
show("merged (sum)", inventory)

let keepOld = inventory.merging(["apples": 0, "figs": 2]) { current, _ in current }
show("merging keep current", keepOld)
let takeNew = inventory.merging(["apples": 0, "figs": 2]) { _, new in new }
show("merging take new", takeNew)

let prices = ["apples": 0.5, "pears": 0.75, "plums": 1.25, "kiwis": 0.4]
let cents = prices.mapValues { Int($0 * 100) }
show("cents", cents)

let raw = ["a": "1", "b": "two", "c": "3", "d": "4x"]
let parsed = raw.compactMapValues { Int($0) }
show("compactMapValues", parsed)

let inStock = inventory.filter { $0.value > 0 }
show("filter in stock", inStock)

let pairs = [("one", 1), ("two", 2), ("three", 3)]
let fromPairs = Dictionary(uniqueKeysWithValues: pairs)
show("uniqueKeysWithValues", fromPairs)

let dupes = [("x", 1), ("y", 2), ("x", 10), ("y", 20), ("z", 5)]
let summed = Dictionary(dupes, uniquingKeysWith: +)
show("uniquingKeysWith +", summed)
let firstWins = Dictionary(dupes, uniquingKeysWith: { a, _ in a })
show("uniquingKeysWith first", firstWins)

let swapped = Dictionary(uniqueKeysWithValues: fromPairs.map { ($1, $0) })
for k in swapped.keys.sorted() { print("  \(k) -> \(swapped[k]!)") }

let total = inventory.values.reduce(0, +)
print("total items:", total)
print("sorted values:", inventory.values.sorted())
print("sorted keys:", inventory.keys.sorted())
let mostStocked = inventory.max { a, b in (a.value, b.key) < (b.value, a.key) }!
print("most stocked:", mostStocked.key, mostStocked.value)
let mappedToArray = inventory.map { "\($0.key.uppercased()):\($0.value)" }.sorted()
print("map to array:", mappedToArray)
print("contains kiwis:", inventory.keys.contains("kiwis"), "contains 12:", inventory.values.contains(12))
// expect: inventory: [apples=3, pears=0, plums=7]
// expect: merged (sum): [apples=8, kiwis=12, pears=0, plums=8]
// expect: merging keep current: [apples=8, figs=2, kiwis=12, pears=0, plums=8]
// expect: merging take new: [apples=0, figs=2, kiwis=12, pears=0, plums=8]
// expect: cents: [apples=50, kiwis=40, pears=75, plums=125]
// expect: compactMapValues: [a=1, c=3]
// expect: filter in stock: [apples=8, kiwis=12, plums=8]
// expect: uniqueKeysWithValues: [one=1, three=3, two=2]
// expect: uniquingKeysWith +: [x=11, y=22, z=5]
// expect: uniquingKeysWith first: [x=1, y=2, z=5]
// expect:   1 -> one
// expect:   2 -> two
// expect:   3 -> three
// expect: total items: 28
// expect: sorted values: [0, 8, 8, 12]
// expect: sorted keys: ["apples", "kiwis", "pears", "plums"]
// expect: most stocked: kiwis 12
// expect: map to array: ["APPLES:8", "KIWIS:12", "PEARS:0", "PLUMS:8"]
// expect: contains kiwis: true contains 12: true
