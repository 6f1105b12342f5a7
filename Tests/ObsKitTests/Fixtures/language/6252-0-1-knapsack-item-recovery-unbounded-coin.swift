// Textbook style (knapsack and coins): 0/1 knapsack with item recovery, unbounded coin change counts, and minimum coins with an Optional table
struct Item { let name: String; let weight: Int; let value: Int }

func knapsack(_ items: [Item], capacity: Int) -> (Int, [String]) {
    var best = [[Int]](repeating: [Int](repeating: 0, count: capacity + 1), count: items.count + 1)
    for (i, item) in items.enumerated() {
        for w in 0...capacity {
            best[i + 1][w] = best[i][w]
            if item.weight <= w {
                best[i + 1][w] = max(best[i + 1][w], best[i][w - item.weight] + item.value)
            }
        }
    }
    var chosen: [String] = []
    var w = capacity
    for i in stride(from: items.count, to: 0, by: -1) where best[i][w] != best[i - 1][w] {
        chosen.append(items[i - 1].name)
        w -= items[i - 1].weight
    }
    return (best[items.count][capacity], chosen.reversed())
}

func waysToMakeChange(_ amount: Int, coins: [Int]) -> Int {
    var ways = [1] + [Int](repeating: 0, count: amount)
    for coin in coins where coin <= amount {
        for a in coin...amount { ways[a] += ways[a - coin] }
    }
    return ways[amount]
}

func fewestCoins(_ amount: Int, coins: [Int]) -> [Int]? {
    var best: [[Int]?] = [[]] + Array(repeating: nil, count: amount)
    guard amount > 0 else { return [] }
    for a in 1...amount {
        for coin in coins where coin <= a {
            if let prior = best[a - coin], prior.count + 1 < (best[a]?.count ?? .max) {
                best[a] = prior + [coin]
            }
        }
    }
    return best[amount]?.sorted(by: >)
}

let items = [
    Item(name: "tent", weight: 5, value: 60), Item(name: "stove", weight: 3, value: 50),
    Item(name: "rope", weight: 4, value: 70), Item(name: "lamp", weight: 2, value: 30),
]
for cap in [5, 8, 14] {
    let (value, picked) = knapsack(items, capacity: cap)
    print("capacity \(cap): \(value)", picked)
}
print(waysToMakeChange(10, coins: [1, 2, 5]), waysToMakeChange(100, coins: [1, 5, 10, 25, 50]))
print(fewestCoins(63, coins: [1, 5, 10, 21, 25]) ?? [], fewestCoins(7, coins: [2, 4]) as Any, fewestCoins(0, coins: [1])!)

// expect: capacity 5: 80 ["stove", "lamp"]
// expect: capacity 8: 120 ["stove", "rope"]
// expect: capacity 14: 210 ["tent", "stove", "rope", "lamp"]
// expect: 10 292
// expect: [21, 21, 21] nil []
