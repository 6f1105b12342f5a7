// Rosetta-style task: 0-1 knapsack by dynamic programming with item reconstruction
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

let result = knapsack(items, capacity: 400)
print("Best value: \(result.value)")
print("Total weight: \(result.chosen.reduce(0) { $0 + $1.weight })")
print("Items (\(result.chosen.count)):")
for start in stride(from: 0, to: result.chosen.count, by: 4) {
    let chunk = result.chosen[start..<min(start + 4, result.chosen.count)]
    print("  " + chunk.map { "\($0.name) (\($0.weight)/\($0.value))" }.joined(separator: ", "))
}
let small = knapsack(Array(items.prefix(5)), capacity: 30)
print("Small case: value \(small.value) with \(small.chosen.map(\.name))")

// expect: Best value: 1030
// expect: Total weight: 396
// expect: Items (12):
// expect:   map (9/150), compass (13/35), water (153/200), sandwich (50/160)
// expect:   glucose (15/60), banana (27/60), suntan cream (11/70), waterproof trousers (42/70)
// expect:   waterproof overclothes (43/75), note-case (22/80), sunglasses (7/20), socks (4/50)
// expect: Small case: value 210 with ["map", "glucose"]
