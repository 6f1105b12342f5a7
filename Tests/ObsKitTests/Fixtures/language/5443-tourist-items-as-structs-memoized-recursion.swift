// Rosetta Code style (Knapsack problem/0-1): tourist items as structs, memoized recursion keyed by a Hashable State struct
struct Item {
    let name: String
    let weight: Int
    let value: Int
}

let items = [
    Item(name: "map", weight: 9, value: 150), Item(name: "compass", weight: 13, value: 35),
    Item(name: "water", weight: 153, value: 200), Item(name: "sandwich", weight: 50, value: 160),
    Item(name: "glucose", weight: 15, value: 60), Item(name: "tin", weight: 68, value: 45),
    Item(name: "banana", weight: 27, value: 60), Item(name: "apple", weight: 39, value: 40),
    Item(name: "cheese", weight: 23, value: 30), Item(name: "beer", weight: 52, value: 10),
    Item(name: "suntan cream", weight: 11, value: 70), Item(name: "camera", weight: 32, value: 30),
    Item(name: "T-shirt", weight: 24, value: 15), Item(name: "trousers", weight: 48, value: 10),
    Item(name: "umbrella", weight: 73, value: 40), Item(name: "waterproof trousers", weight: 42, value: 70),
    Item(name: "waterproof overclothes", weight: 43, value: 75), Item(name: "note-case", weight: 22, value: 80),
    Item(name: "sunglasses", weight: 7, value: 20), Item(name: "towel", weight: 18, value: 12),
    Item(name: "socks", weight: 4, value: 50), Item(name: "book", weight: 30, value: 10),
]

struct State: Hashable {
    let index: Int
    let capacity: Int
}

var memo: [State: Int] = [:]
func best(_ i: Int, _ cap: Int) -> Int {
    if i == items.count { return 0 }
    let key = State(index: i, capacity: cap)
    if let v = memo[key] { return v }
    var result = best(i + 1, cap)
    if items[i].weight <= cap {
        result = max(result, items[i].value + best(i + 1, cap - items[i].weight))
    }
    memo[key] = result
    return result
}

let capacity = 400
let total = best(0, capacity)
var chosen: [Item] = []
var cap = capacity
for i in items.indices where best(i, cap) != best(i + 1, cap) {
    chosen.append(items[i])
    cap -= items[i].weight
}
print("value:", total)
print("weight:", chosen.reduce(0) { $0 + $1.weight })
print("items:", chosen.map(\.name).joined(separator: ", "))
print("states memoized > 0:", !memo.isEmpty)

// expect: value: 1030
// expect: weight: 396
// expect: items: map, compass, water, sandwich, glucose, banana, suntan cream, waterproof trousers, waterproof overclothes, note-case, sunglasses, socks
// expect: states memoized > 0: true
