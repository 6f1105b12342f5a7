// LeetCode style: combination sum I/II/III with backtracking and pruning on sorted candidates
class Solution {
    func combinationSum(_ candidates: [Int], _ target: Int) -> [[Int]] {
        var result = [[Int]]()
        var combo = [Int]()
        let sorted = candidates.sorted()
        func backtrack(_ start: Int, _ remain: Int) {
            if remain == 0 { result.append(combo); return }
            for i in start..<sorted.count {
                if sorted[i] > remain { break }
                combo.append(sorted[i])
                backtrack(i, remain - sorted[i])
                combo.removeLast()
            }
        }
        backtrack(0, target)
        return result
    }

    func combinationSum2(_ candidates: [Int], _ target: Int) -> [[Int]] {
        var result = [[Int]]()
        var combo = [Int]()
        let c = candidates.sorted()
        func backtrack(_ start: Int, _ remain: Int) {
            if remain == 0 { result.append(combo); return }
            for i in start..<c.count {
                if i > start && c[i] == c[i - 1] { continue }
                if c[i] > remain { break }
                combo.append(c[i])
                backtrack(i + 1, remain - c[i])
                combo.removeLast()
            }
        }
        backtrack(0, target)
        return result
    }

    func combinationSum3(_ k: Int, _ n: Int) -> [[Int]] {
        var result = [[Int]]()
        func go(_ next: Int, _ path: [Int], _ sum: Int) {
            if path.count == k {
                if sum == n { result.append(path) }
                return
            }
            guard next <= 9 else { return }
            for d in next...9 where sum + d <= n {
                go(d + 1, path + [d], sum + d)
            }
        }
        go(1, [], 0)
        return result
    }
}

let sol = Solution()
print(sol.combinationSum([2, 3, 6, 7], 7))
print(sol.combinationSum([2, 3, 5], 8))
print(sol.combinationSum([2], 1))
print(sol.combinationSum2([10, 1, 2, 7, 6, 1, 5], 8))
print(sol.combinationSum2([2, 5, 2, 1, 2], 5))
print(sol.combinationSum3(3, 7))
print(sol.combinationSum3(3, 9))
print(sol.combinationSum3(4, 1))

// expect: [[2, 2, 3], [7]]
// expect: [[2, 2, 2, 2], [2, 3, 3], [3, 5]]
// expect: []
// expect: [[1, 1, 6], [1, 2, 5], [1, 7], [2, 6]]
// expect: [[1, 2, 2], [5]]
// expect: [[1, 2, 4]]
// expect: [[1, 2, 6], [1, 3, 5], [2, 3, 4]]
// expect: []
