// Kata style (coin change): bottom-up DP for fewest coins and number of ways, with reconstruction
func fewestCoins(_ coins: [Int], _ amount: Int) -> [Int]? {
    var best = [Int](repeating: Int.max, count: amount + 1)
    var lastCoin = [Int](repeating: 0, count: amount + 1)
    best[0] = 0
    for value in 1...max(amount, 1) where value <= amount {
        for coin in coins where coin <= value && best[value - coin] != Int.max {
            if best[value - coin] + 1 < best[value] {
                best[value] = best[value - coin] + 1
                lastCoin[value] = coin
            }
        }
    }
    guard best[amount] != Int.max else { return nil }
    var result: [Int] = []
    var rest = amount
    while rest > 0 {
        result.append(lastCoin[rest])
        rest -= lastCoin[rest]
    }
    return result.sorted(by: >)
}

func countWays(_ coins: [Int], _ amount: Int) -> Int {
    var ways = [Int](repeating: 0, count: amount + 1)
    ways[0] = 1
    for coin in coins {
        guard coin <= amount else { continue }
        for value in coin...amount {
            ways[value] += ways[value - coin]
        }
    }
    return ways[amount]
}

let cases: [([Int], Int)] = [
    ([1, 5, 10, 25], 63),
    ([1, 3, 4], 6),
    ([2, 5], 3),
    ([5, 7], 24),
    ([1, 2, 5], 0),
    ([186, 419, 83, 408], 6249),
]
for (coins, amount) in cases {
    let label = "\(coins) for \(amount)"
    if let change = fewestCoins(coins, amount) {
        print("\(label): \(change.count) coins \(change.isEmpty ? "(none)" : change.map(String.init).joined(separator: "+"))")
    } else {
        print("\(label): impossible")
    }
    print("  ways: \(countWays(coins, amount))")
}

// expect: [1, 5, 10, 25] for 63: 6 coins 25+25+10+1+1+1
// expect:   ways: 73
// expect: [1, 3, 4] for 6: 2 coins 3+3
// expect:   ways: 4
// expect: [2, 5] for 3: impossible
// expect:   ways: 0
// expect: [5, 7] for 24: 4 coins 7+7+5+5
// expect:   ways: 1
// expect: [1, 2, 5] for 0: 0 coins (none)
// expect:   ways: 1
// expect: [186, 419, 83, 408] for 6249: 20 coins 419+419+419+419+419+408+408+408+408+408+408+408+408+186+186+186+83+83+83+83
// expect:   ways: 19
