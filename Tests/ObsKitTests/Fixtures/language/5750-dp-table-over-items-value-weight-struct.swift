// Rosetta Code style (0/1 knapsack): a DP table over items with a value/weight struct and reconstruction of the chosen set
struct Item {
    let name: String
    let weight: Int
    let value: Int
}

let items = [
    Item(name: "map", weight: 9, value: 150),
    Item(name: "compass", weight: 13, value: 35),
    Item(name: "water", weight: 153, value: 200),
    Item(name: "sandwich", weight: 50, value: 160),
    Item(name: "glucose", weight: 15, value: 60),
    Item(name: "tin", weight: 68, value: 45),
    Item(name: "banana", weight: 27, value: 60),
    Item(name: "apple", weight: 39, value: 40),
    Item(name: "cheese", weight: 23, value: 30),
    Item(name: "suntan cream", weight: 11, value: 70),
]

func knapsack(_ items: [Item], capacity: Int) -> (value: Int, chosen: [Item]) {
    var best = [[Int]](repeating: [Int](repeating: 0, count: capacity + 1), count: items.count + 1)
    for (i, item) in items.enumerated() {
        for w in 0...capacity {
            best[i + 1][w] = best[i][w]
            if item.weight <= w {
                best[i + 1][w] = max(best[i + 1][w], best[i][w - item.weight] + item.value)
            }
        }
    }
    var chosen: [Item] = []
    var w = capacity
    for i in stride(from: items.count, to: 0, by: -1) where best[i][w] != best[i - 1][w] {
        chosen.append(items[i - 1])
        w -= items[i - 1].weight
    }
    return (best[items.count][capacity], chosen.reversed())
}

for cap in [0, 50, 100, 200] {
    let result = knapsack(items, capacity: cap)
    let weight = result.chosen.map(\.weight).reduce(0, +)
    print("capacity \(cap): value \(result.value), weight \(weight)")
    print("  " + result.chosen.map(\.name).joined(separator: ", "))
}

// expect: capacity 0: value 0, weight 0
// expect:   
// expect: capacity 50: value 315, weight 48
// expect:   map, compass, glucose, suntan cream
// expect: capacity 100: value 475, weight 98
// expect:   map, compass, sandwich, glucose, suntan cream
// expect: capacity 200: value 605, weight 187
// expect:   map, compass, sandwich, glucose, banana, apple, cheese, suntan cream
