// Exercism style (Change): fewest coins by dynamic programming over amounts, with throwing errors for impossible targets
enum ChangeError: Error, Equatable {
    case negativeTarget
    case noCombination(Int)
}

struct Change {
    let coins: [Int]

    init(coins: [Int]) {
        self.coins = coins.sorted()
    }

    func findFewestCoins(_ target: Int) throws -> [Int] {
        guard target >= 0 else { throw ChangeError.negativeTarget }
        var best: [[Int]?] = Array(repeating: nil, count: target + 1)
        best[0] = []
        for amount in stride(from: 1, through: target, by: 1) {
            for coin in coins where coin <= amount {
                guard let previous = best[amount - coin] else { continue }
                if best[amount] == nil || previous.count + 1 < best[amount]!.count {
                    best[amount] = (previous + [coin]).sorted()
                }
            }
        }
        guard let result = best[target] else { throw ChangeError.noCombination(target) }
        return result
    }
}

let cases: [([Int], Int)] = [
    ([1, 5, 10, 25, 100], 1), ([1, 5, 10, 25, 100], 25), ([1, 5, 10, 25, 100], 15),
    ([1, 4, 15, 20, 50], 23), ([1, 5, 10, 21, 25], 63), ([1, 2, 5, 10, 20, 50, 100], 999),
    ([2, 5, 10, 20, 50], 21), ([4, 5], 27), ([1, 5, 10, 21, 25], 0), ([5, 10], 3),
    ([5, 10], 94), ([1, 2, 5], -5),
]
for (coins, target) in cases {
    do {
        let change = try Change(coins: coins).findFewestCoins(target)
        print("\(target) from \(coins): \(change.count) coins \(change)")
    } catch ChangeError.noCombination(let t) {
        print("\(t) from \(coins): no combination")
    } catch {
        print("\(target): \(error)")
    }
}

// expect: 1 from [1, 5, 10, 25, 100]: 1 coins [1]
// expect: 25 from [1, 5, 10, 25, 100]: 1 coins [25]
// expect: 15 from [1, 5, 10, 25, 100]: 2 coins [5, 10]
// expect: 23 from [1, 4, 15, 20, 50]: 3 coins [4, 4, 15]
// expect: 63 from [1, 5, 10, 21, 25]: 3 coins [21, 21, 21]
// expect: 999 from [1, 2, 5, 10, 20, 50, 100]: 15 coins [2, 2, 5, 20, 20, 50, 100, 100, 100, 100, 100, 100, 100, 100, 100]
// expect: 21 from [2, 5, 10, 20, 50]: 5 coins [2, 2, 2, 5, 10]
// expect: 27 from [4, 5]: 6 coins [4, 4, 4, 5, 5, 5]
// expect: 0 from [1, 5, 10, 21, 25]: 0 coins []
// expect: 3 from [5, 10]: no combination
// expect: 94 from [5, 10]: no combination
// expect: -5: negativeTarget
