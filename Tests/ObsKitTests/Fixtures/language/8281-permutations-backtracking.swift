// LeetCode style: permutations via backtracking with inout path/used arrays, and with duplicates
class Solution {
    func permute(_ nums: [Int]) -> [[Int]] {
        var result = [[Int]]()
        var path = [Int]()
        var used = [Bool](repeating: false, count: nums.count)
        backtrack(nums, &path, &used, &result)
        return result
    }

    private func backtrack(_ nums: [Int], _ path: inout [Int], _ used: inout [Bool], _ result: inout [[Int]]) {
        if path.count == nums.count {
            result.append(path)
            return
        }
        for i in 0..<nums.count where !used[i] {
            used[i] = true
            path.append(nums[i])
            backtrack(nums, &path, &used, &result)
            path.removeLast()
            used[i] = false
        }
    }

    func permuteUnique(_ nums: [Int]) -> [[Int]] {
        var nums = nums.sorted()
        var result = [[Int]]()
        func swapPermute(_ start: Int) {
            if start == nums.count { result.append(nums); return }
            var seen = Set<Int>()
            for i in start..<nums.count where !seen.contains(nums[i]) {
                seen.insert(nums[i])
                nums.swapAt(start, i)
                swapPermute(start + 1)
                nums.swapAt(start, i)
            }
        }
        swapPermute(0)
        return result.sorted { $0.lexicographicallyPrecedes($1) }
    }

    func letterPermutations(_ s: String) -> [String] {
        var out = [String]()
        var chars = Array(s)
        func go(_ i: Int) {
            if i == chars.count { out.append(String(chars)); return }
            go(i + 1)
            if chars[i].isLetter {
                chars[i] = chars[i].isUppercase ? Character(chars[i].lowercased()) : Character(chars[i].uppercased())
                go(i + 1)
            }
        }
        go(0)
        return out
    }
}

let sol = Solution()
let perms = sol.permute([1, 2, 3])
print(perms.count)
for p in perms { print(p) }
print(sol.permuteUnique([1, 1, 2]))
print(sol.permute([0, 1]))
print(sol.letterPermutations("a1b2"))

// expect: 6
// expect: [1, 2, 3]
// expect: [1, 3, 2]
// expect: [2, 1, 3]
// expect: [2, 3, 1]
// expect: [3, 1, 2]
// expect: [3, 2, 1]
// expect: [[1, 1, 2], [1, 2, 1], [2, 1, 1]]
// expect: [[0, 1], [1, 0]]
// expect: ["a1b2", "a1B2", "A1B2", "A1b2"]
