// Kata style (0/1 knapsack): a 1-D DP array rolled backwards, plus item reconstruction from a 2-D table
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
    Item(name: "cheese", weight: 23, value: 30), Item(name: "suntan", weight: 11, value: 70),
    Item(name: "camera", weight: 32, value: 30), Item(name: "socks", weight: 4, value: 50),
]

func bestValue(_ items: [Item], capacity: Int) -> Int {
    var dp = [Int](repeating: 0, count: capacity + 1)
    for item in items where item.weight <= capacity {
        for w in stride(from: capacity, through: item.weight, by: -1) {
            dp[w] = max(dp[w], dp[w - item.weight] + item.value)
        }
    }
    return dp[capacity]
}

func bestPacking(_ items: [Item], capacity: Int) -> [Item] {
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
    return chosen.reversed()
}

for capacity in [0, 20, 100, 250, 400] {
    print("capacity \(capacity): best value \(bestValue(items, capacity: capacity))")
}
let packed = bestPacking(items, capacity: 250)
for item in packed.sorted(by: { ($0.value, $1.name) > ($1.value, $0.name) }) {
    print("  \(item.name) w=\(item.weight) v=\(item.value)")
}
let usedWeight = packed.reduce(0) { $0 + $1.weight }
print("packed \(packed.count) items, weight \(usedWeight), value \(packed.map(\.value).reduce(0, +))")

// expect: capacity 0: best value 0
// expect: capacity 20: best value 220
// expect: capacity 100: best value 490
// expect: capacity 250: best value 690
// expect: capacity 400: best value 885
// expect:   water w=153 v=200
// expect:   sandwich w=50 v=160
// expect:   map w=9 v=150
// expect:   suntan w=11 v=70
// expect:   glucose w=15 v=60
// expect:   socks w=4 v=50
// expect: packed 6 items, weight 242, value 690
