// LeetCode style (backtracking): permutations with a used array, subsets, combination sum and generate parentheses, each building a path with append/removeLast
class Solution {
    func permute(_ nums: [Int]) -> [[Int]] {
        var result: [[Int]] = []
        var path: [Int] = []
        var used = [Bool](repeating: false, count: nums.count)
        func backtrack() {
            if path.count == nums.count {
                result.append(path)
                return
            }
            for i in 0..<nums.count where !used[i] {
                used[i] = true
                path.append(nums[i])
                backtrack()
                path.removeLast()
                used[i] = false
            }
        }
        backtrack()
        return result
    }

    func subsets(_ nums: [Int]) -> [[Int]] {
        var res = [[Int]]()
        func dfs(_ start: Int, _ current: inout [Int]) {
            res.append(current)
            for i in start..<nums.count {
                current.append(nums[i])
                dfs(i + 1, &current)
                current.removeLast()
            }
        }
        var cur: [Int] = []
        dfs(0, &cur)
        return res
    }

    func combinationSum(_ candidates: [Int], _ target: Int) -> [[Int]] {
        var out: [[Int]] = []
        let cands = candidates.sorted()
        func go(_ idx: Int, _ remaining: Int, _ combo: [Int]) {
            if remaining == 0 { out.append(combo); return }
            for i in idx..<cands.count {
                if cands[i] > remaining { break }
                go(i, remaining - cands[i], combo + [cands[i]])
            }
        }
        go(0, target, [])
        return out
    }

    func generateParenthesis(_ n: Int) -> [String] {
        var list = [String]()
        func build(_ s: String, _ open: Int, _ close: Int) {
            if s.count == 2 * n { list.append(s); return }
            if open < n { build(s + "(", open + 1, close) }
            if close < open { build(s + ")", open, close + 1) }
        }
        build("", 0, 0)
        return list
    }
}

let sol = Solution()
print(sol.permute([1, 2, 3]))
print(sol.permute([0, 1]).count, sol.permute([1, 2, 3, 4]).count)
print(sol.subsets([1, 2, 3]))
print(sol.combinationSum([2, 3, 6, 7], 7))
print(sol.combinationSum([2, 3, 5], 8))
print(sol.generateParenthesis(3))
print(sol.generateParenthesis(1))

// expect: [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
// expect: 2 24
// expect: [[], [1], [1, 2], [1, 2, 3], [1, 3], [2], [2, 3], [3]]
// expect: [[2, 2, 3], [7]]
// expect: [[2, 2, 2, 2], [2, 3, 3], [3, 5]]
// expect: ["((()))", "(()())", "(())()", "()(())", "()()()"]
// expect: ["()"]
