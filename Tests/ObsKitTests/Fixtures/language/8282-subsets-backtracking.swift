// LeetCode style: subsets by backtracking, by bitmask, and subsets II skipping duplicates
class Solution {
    func subsets(_ nums: [Int]) -> [[Int]] {
        var res: [[Int]] = []
        var cur: [Int] = []
        func dfs(_ start: Int) {
            res.append(cur)
            for i in start..<nums.count {
                cur.append(nums[i])
                dfs(i + 1)
                cur.removeLast()
            }
        }
        dfs(0)
        return res
    }

    func subsetsBitmask(_ nums: [Int]) -> [[Int]] {
        let n = nums.count
        return (0..<(1 << n)).map { mask in
            (0..<n).filter { mask & (1 << $0) != 0 }.map { nums[$0] }
        }
    }

    func subsetsWithDup(_ nums: [Int]) -> [[Int]] {
        let nums = nums.sorted()
        var res = [[Int]]()
        var cur = [Int]()
        helper(nums, 0, &cur, &res)
        return res
    }

    private func helper(_ nums: [Int], _ start: Int, _ cur: inout [Int], _ res: inout [[Int]]) {
        res.append(cur)
        var i = start
        while i < nums.count {
            if i > start && nums[i] == nums[i - 1] { i += 1; continue }
            cur.append(nums[i])
            helper(nums, i + 1, &cur, &res)
            cur.removeLast()
            i += 1
        }
    }
}

let sol = Solution()
print(sol.subsets([1, 2, 3]))
print(sol.subsets([0]))
print(sol.subsetsBitmask([1, 2, 3]))
print(sol.subsetsBitmask([1, 2, 3]).sorted { $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1) })
print(sol.subsetsWithDup([1, 2, 2]))
print(sol.subsetsWithDup([4, 4, 4, 1, 4]).count)

// expect: [[], [1], [1, 2], [1, 2, 3], [1, 3], [2], [2, 3], [3]]
// expect: [[], [0]]
// expect: [[], [1], [2], [1, 2], [3], [1, 3], [2, 3], [1, 2, 3]]
// expect: [[], [1], [2], [3], [1, 2], [1, 3], [2, 3], [1, 2, 3]]
// expect: [[], [1], [1, 2], [1, 2, 2], [2], [2, 2]]
// expect: 10
