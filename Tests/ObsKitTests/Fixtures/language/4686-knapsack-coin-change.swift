// App code style: budget planner using 0/1 knapsack and coin change DP
struct Item {
    let name: String
    let cost: Int
    let value: Int
}

func knapsack(_ items: [Item], budget: Int) -> (value: Int, chosen: [String]) {
    let n = items.count
    var table = [[Int]](repeating: [Int](repeating: 0, count: budget + 1), count: n + 1)
    for i in 1...n {
        let item = items[i - 1]
        for w in 0...budget {
            table[i][w] = table[i - 1][w]
            if item.cost <= w {
                table[i][w] = max(table[i][w], table[i - 1][w - item.cost] + item.value)
            }
        }
    }
    var chosen: [String] = []
    var w = budget
    for i in stride(from: n, to: 0, by: -1) where table[i][w] != table[i - 1][w] {
        chosen.append(items[i - 1].name)
        w -= items[i - 1].cost
    }
    return (table[n][budget], chosen.sorted())
}

func minCoins(_ coins: [Int], _ amount: Int) -> (count: Int, used: [Int])? {
    var best = [Int](repeating: Int.max, count: amount + 1)
    var last = [Int](repeating: 0, count: amount + 1)
    best[0] = 0
    if amount > 0 {
        for a in 1...amount {
            for c in coins where c <= a && best[a - c] != Int.max {
                if best[a - c] + 1 < best[a] {
                    best[a] = best[a - c] + 1
                    last[a] = c
                }
            }
        }
    }
    guard best[amount] != Int.max else { return nil }
    var used: [Int] = []
    var a = amount
    while a > 0 { used.append(last[a]); a -= last[a] }
    return (best[amount], used.sorted(by: >))
}

func countWays(_ coins: [Int], _ amount: Int) -> Int {
    var ways = [Int](repeating: 0, count: amount + 1)
    ways[0] = 1
    for c in coins {
        guard c <= amount else { continue }
        for a in c...amount { ways[a] += ways[a - c] }
    }
    return ways[amount]
}

func unboundedKnapsack(_ items: [Item], budget: Int) -> Int {
    var dp = [Int](repeating: 0, count: budget + 1)
    for w in 0...budget {
        for it in items where it.cost <= w {
            dp[w] = max(dp[w], dp[w - it.cost] + it.value)
        }
    }
    return dp[budget]
}

let gear = [
    Item(name: "tent", cost: 5, value: 60),
    Item(name: "stove", cost: 3, value: 50),
    Item(name: "lamp", cost: 4, value: 70),
    Item(name: "map", cost: 2, value: 30),
    Item(name: "chair", cost: 6, value: 40),
]
for budget in [5, 9, 12, 20] {
    let r = knapsack(gear, budget: budget)
    print("budget \(budget): value \(r.value) ->", r.chosen.joined(separator: "+"))
}
print("unbounded 10:", unboundedKnapsack(gear, budget: 10))

let euro = [1, 2, 5, 10, 20, 50]
for amount in [0, 3, 11, 63, 99] {
    if let r = minCoins(euro, amount) {
        print("\(amount)c: \(r.count) coins \(r.used)")
    }
}
let odd = [4, 6]
print("7 with [4,6]:", minCoins(odd, 7).map { "\($0.count)" } ?? "impossible")
print("greedy trap [1,3,4] 6:", minCoins([1, 3, 4], 6)!.used)
print("ways 5 [1,2,5]:", countWays([1, 2, 5], 5), "ways 100 euro:", countWays(euro, 100))
print("ways 3 [2]:", countWays([2], 3), "ways 0:", countWays([7], 0))

// expect: budget 5: value 80 -> map+stove
// expect: budget 9: value 150 -> lamp+map+stove
// expect: budget 12: value 180 -> lamp+stove+tent
// expect: budget 20: value 250 -> chair+lamp+map+stove+tent
// expect: unbounded 10: 170
// expect: 0c: 0 coins []
// expect: 3c: 2 coins [2, 1]
// expect: 11c: 2 coins [10, 1]
// expect: 63c: 4 coins [50, 10, 2, 1]
// expect: 99c: 6 coins [50, 20, 20, 5, 2, 2]
// expect: 7 with [4,6]: impossible
// expect: greedy trap [1,3,4] 6: [3, 3]
// expect: ways 5 [1,2,5]: 4 ways 100 euro: 4562
// expect: ways 3 [2]: 0 ways 0: 1
