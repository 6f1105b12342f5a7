// Rosetta Code style (0/1 knapsack): dynamic programming with item reconstruction over a struct list
struct Item { let name: String; let weight: Int; let value: Int }
let items = [
    Item(name: "map", weight: 9, value: 150), Item(name: "compass", weight: 13, value: 35),
    Item(name: "water", weight: 153, value: 200), Item(name: "sandwich", weight: 50, value: 160),
    Item(name: "glucose", weight: 15, value: 60), Item(name: "tin", weight: 68, value: 45),
    Item(name: "banana", weight: 27, value: 60), Item(name: "apple", weight: 39, value: 40),
    Item(name: "cheese", weight: 23, value: 30), Item(name: "beer", weight: 52, value: 10),
    Item(name: "suntan cream", weight: 11, value: 70), Item(name: "camera", weight: 32, value: 30),
]
func knapsack(_ items: [Item], capacity: Int) -> (value: Int, chosen: [Item]) {
    var table = [[Int]](repeating: [Int](repeating: 0, count: capacity + 1), count: items.count + 1)
    for (i, item) in items.enumerated() {
        for w in 0...capacity {
            table[i + 1][w] = table[i][w]
            if item.weight <= w {
                table[i + 1][w] = max(table[i + 1][w], table[i][w - item.weight] + item.value)
            }
        }
    }
    var chosen: [Item] = []
    var w = capacity
    for i in stride(from: items.count, to: 0, by: -1) where table[i][w] != table[i - 1][w] {
        chosen.append(items[i - 1])
        w -= items[i - 1].weight
    }
    return (table[items.count][capacity], chosen.reversed())
}
let result = knapsack(items, capacity: 200)
print("Best value: \(result.value)")
print("Weight: \(result.chosen.reduce(0) { $0 + $1.weight })")
result.chosen.forEach { print(" - \($0.name) (w=\($0.weight), v=\($0.value))") }
for cap in [0, 10, 50, 100] {
    let r = knapsack(items, capacity: cap)
    print("cap \(cap): \(r.value) \(r.chosen.map(\.name))")
}
// expect: Best value: 605
// expect: Weight: 187
// expect:  - map (w=9, v=150)
// expect:  - compass (w=13, v=35)
// expect:  - sandwich (w=50, v=160)
// expect:  - glucose (w=15, v=60)
// expect:  - banana (w=27, v=60)
// expect:  - apple (w=39, v=40)
// expect:  - cheese (w=23, v=30)
// expect:  - suntan cream (w=11, v=70)
// expect: cap 0: 0 []
// expect: cap 10: 150 ["map"]
// expect: cap 50: 315 ["map", "compass", "glucose", "suntan cream"]
// expect: cap 100: 475 ["map", "compass", "sandwich", "glucose", "suntan cream"]
