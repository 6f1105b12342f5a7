// LeetCode style: best time to buy and sell stock I, II, with cooldown, and with fee
class Solution {
    func maxProfit(_ prices: [Int]) -> Int {
        var minPrice = Int.max
        var best = 0
        for p in prices {
            minPrice = min(minPrice, p)
            best = max(best, p - minPrice)
        }
        return best
    }

    func maxProfitII(_ prices: [Int]) -> Int {
        guard prices.count > 1 else { return 0 }
        return zip(prices, prices.dropFirst()).reduce(0) { $0 + max(0, $1.1 - $1.0) }
    }

    func maxProfitCooldown(_ prices: [Int]) -> Int {
        var hold = Int.min / 2, sold = 0, rest = 0
        for p in prices {
            let prevSold = sold
            sold = hold + p
            hold = max(hold, rest - p)
            rest = max(rest, prevSold)
        }
        return max(sold, rest)
    }

    func maxProfitFee(_ prices: [Int], _ fee: Int) -> Int {
        var cash = 0, hold = -prices[0]
        for p in prices.dropFirst() {
            cash = max(cash, hold + p - fee)
            hold = max(hold, cash - p)
        }
        return cash
    }
}

let sol = Solution()
let samples = [[7, 1, 5, 3, 6, 4], [7, 6, 4, 3, 1], [1, 2, 3, 4, 5], [3, 3, 5, 0, 0, 3, 1, 4], [1]]
for prices in samples {
    print("\(prices): one=\(sol.maxProfit(prices)) many=\(sol.maxProfitII(prices)) cooldown=\(sol.maxProfitCooldown(prices))")
}
print(sol.maxProfitCooldown([1, 2, 3, 0, 2]))
print(sol.maxProfitFee([1, 3, 2, 8, 4, 9], 2))
print(sol.maxProfitFee([1, 3, 7, 5, 10, 3], 3))

// expect: [7, 1, 5, 3, 6, 4]: one=5 many=7 cooldown=5
// expect: [7, 6, 4, 3, 1]: one=0 many=0 cooldown=0
// expect: [1, 2, 3, 4, 5]: one=4 many=4 cooldown=4
// expect: [3, 3, 5, 0, 0, 3, 1, 4]: one=4 many=8 cooldown=6
// expect: [1]: one=0 many=0 cooldown=0
// expect: 3
// expect: 8
// expect: 6
