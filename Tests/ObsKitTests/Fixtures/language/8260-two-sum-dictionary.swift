// LeetCode style: two sum with a [Int: Int] dictionary, plus the sorted two-pointer variant
class Solution {
    func twoSum(_ nums: [Int], _ target: Int) -> [Int] {
        var seen = [Int: Int]()
        for (i, num) in nums.enumerated() {
            if let j = seen[target - num] {
                return [j, i]
            }
            seen[num] = i
        }
        return []
    }

    func twoSumSorted(_ numbers: [Int], _ target: Int) -> [Int] {
        var l = 0, r = numbers.count - 1
        while l < r {
            let sum = numbers[l] + numbers[r]
            if sum == target {
                return [l + 1, r + 1]
            } else if sum < target {
                l += 1
            } else {
                r -= 1
            }
        }
        return [-1, -1]
    }
}

let sol = Solution()
print(sol.twoSum([2, 7, 11, 15], 9))
print(sol.twoSum([3, 2, 4], 6))
print(sol.twoSum([3, 3], 6))
print(sol.twoSum([1, 2, 3], 100))
print(sol.twoSumSorted([2, 7, 11, 15], 18))
print(sol.twoSumSorted([-1, 0], -1))
let res = sol.twoSum([-3, 4, 3, 90], 0)
print("indices: \(res[0]), \(res[1])")

// expect: [0, 1]
// expect: [1, 2]
// expect: [0, 1]
// expect: []
// expect: [2, 3]
// expect: [1, 2]
// expect: indices: 0, 2
