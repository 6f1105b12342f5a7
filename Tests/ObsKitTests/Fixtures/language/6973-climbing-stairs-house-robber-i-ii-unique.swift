// LeetCode style (1-D dynamic programming): climbing stairs, house robber I and II, unique paths, word break and longest increasing subsequence with patience sorting
class Solution {
    func climbStairs(_ n: Int) -> Int {
        if n <= 2 { return n }
        var (a, b) = (1, 2)
        for _ in 3...n { (a, b) = (b, a + b) }
        return b
    }

    func rob(_ nums: [Int]) -> Int {
        var prev = 0, curr = 0
        for n in nums {
            (prev, curr) = (curr, max(curr, prev + n))
        }
        return curr
    }

    func robCircle(_ nums: [Int]) -> Int {
        if nums.count == 1 { return nums[0] }
        return max(rob(Array(nums.dropLast())), rob(Array(nums.dropFirst())))
    }

    func uniquePaths(_ m: Int, _ n: Int) -> Int {
        var row = Array(repeating: 1, count: n)
        for _ in 1..<m {
            for j in 1..<n { row[j] += row[j - 1] }
        }
        return row[n - 1]
    }

    func wordBreak(_ s: String, _ wordDict: [String]) -> Bool {
        let chars = Array(s)
        let words = Set(wordDict)
        var dp = [Bool](repeating: false, count: chars.count + 1)
        dp[0] = true
        for end in 1...chars.count {
            for start in 0..<end where dp[start] && words.contains(String(chars[start..<end])) {
                dp[end] = true
                break
            }
        }
        return dp[chars.count]
    }

    func lengthOfLIS(_ nums: [Int]) -> Int {
        var tails: [Int] = []
        for x in nums {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if tails[mid] < x { lo = mid + 1 } else { hi = mid }
            }
            if lo == tails.count { tails.append(x) } else { tails[lo] = x }
        }
        return tails.count
    }
}

let sol = Solution()
print((1...10).map(sol.climbStairs))
print(sol.rob([1, 2, 3, 1]), sol.rob([2, 7, 9, 3, 1]), sol.rob([]))
print(sol.robCircle([2, 3, 2]), sol.robCircle([1, 2, 3, 1]), sol.robCircle([5]))
print(sol.uniquePaths(3, 7), sol.uniquePaths(3, 2), sol.uniquePaths(1, 1))
print(sol.wordBreak("leetcode", ["leet", "code"]), sol.wordBreak("applepenapple", ["apple", "pen"]))
print(sol.wordBreak("catsandog", ["cats", "dog", "sand", "and", "cat"]))
print(sol.lengthOfLIS([10, 9, 2, 5, 3, 7, 101, 18]), sol.lengthOfLIS([0, 1, 0, 3, 2, 3]), sol.lengthOfLIS([7, 7, 7]))

// expect: [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: 4 12 0
// expect: 3 4 5
// expect: 28 3 1
// expect: true true
// expect: false
// expect: 4 4 1
