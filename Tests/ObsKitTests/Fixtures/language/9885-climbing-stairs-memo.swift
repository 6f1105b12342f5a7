// LeetCode style: 70. Climbing Stairs — recursion with memoization, bottom-up DP, and O(1) space

class Solution {
    private var memo = [Int: Int]()
    private(set) var calls = 0

    func climbStairs(_ n: Int) -> Int {
        calls += 1
        if n <= 2 { return n }
        if let cached = memo[n] { return cached }
        let result = climbStairs(n - 1) + climbStairs(n - 2)
        memo[n] = result
        return result
    }

    func climbStairsDP(_ n: Int) -> Int {
        if n <= 2 { return n }
        var dp = [Int](repeating: 0, count: n + 1)
        dp[1] = 1
        dp[2] = 2
        for i in 3...n {
            dp[i] = dp[i - 1] + dp[i - 2]
        }
        return dp[n]
    }

    func climbStairsConstant(_ n: Int) -> Int {
        var (a, b) = (1, 1)
        for _ in 0..<n {
            (a, b) = (b, a + b)
        }
        return a
    }

    // 746. Min Cost Climbing Stairs
    func minCostClimbingStairs(_ cost: [Int]) -> Int {
        var prev2 = 0, prev1 = 0
        for i in 2...cost.count {
            let current = min(prev1 + cost[i - 1], prev2 + cost[i - 2])
            prev2 = prev1
            prev1 = current
        }
        return prev1
    }
}

// Generalised: steps allowed from a set, memoized with a closure-captured cache
func ways(_ n: Int, steps: [Int]) -> Int {
    var cache = [0: 1]
    func go(_ remaining: Int) -> Int {
        if remaining < 0 { return 0 }
        if let c = cache[remaining] { return c }
        let total = steps.reduce(0) { $0 + go(remaining - $1) }
        cache[remaining] = total
        return total
    }
    return go(n)
}

let sol = Solution()
for n in [1, 2, 3, 4, 5, 10, 20, 45] {
    let a = sol.climbStairs(n)
    let b = sol.climbStairsDP(n)
    let c = sol.climbStairsConstant(n)
    print("n=\(n): \(a) \(a == b && b == c ? "(all agree)" : "(disagree!)")")
}
print("recursive calls with memo: \(sol.calls)")

let fresh = Solution()
_ = fresh.climbStairs(30)
print("calls for n=30 from scratch: \(fresh.calls)")

print(sol.minCostClimbingStairs([10, 15, 20]))
print(sol.minCostClimbingStairs([1, 100, 1, 1, 1, 100, 1, 1, 100, 1]))

print("ways(10, steps: [1, 2, 3]) = \(ways(10, steps: [1, 2, 3]))")
print("ways(7, steps: [2, 5]) = \(ways(7, steps: [2, 5]))")
print("ways(3, steps: [2]) = \(ways(3, steps: [2]))")
// expect: n=1: 1 (all agree)
// expect: n=2: 2 (all agree)
// expect: n=3: 3 (all agree)
// expect: n=4: 5 (all agree)
// expect: n=5: 8 (all agree)
// expect: n=10: 89 (all agree)
// expect: n=20: 10946 (all agree)
// expect: n=45: 1836311903 (all agree)
// expect: recursive calls with memo: 94
// expect: calls for n=30 from scratch: 57
// expect: 15
// expect: 6
// expect: ways(10, steps: [1, 2, 3]) = 274
// expect: ways(7, steps: [2, 5]) = 2
// expect: ways(3, steps: [2]) = 0
