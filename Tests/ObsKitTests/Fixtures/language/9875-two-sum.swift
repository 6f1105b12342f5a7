// LeetCode style: 1. Two Sum — one-pass hash map solution (plus brute force for comparison)

class Solution {
    func twoSum(_ nums: [Int], _ target: Int) -> [Int] {
        var seen = [Int: Int]() // value -> index
        for (i, num) in nums.enumerated() {
            if let j = seen[target - num] {
                return [j, i]
            }
            seen[num] = i
        }
        return []
    }

    func twoSumBruteForce(_ nums: [Int], _ target: Int) -> [Int] {
        for i in 0..<nums.count {
            for j in (i + 1)..<nums.count where nums[i] + nums[j] == target {
                return [i, j]
            }
        }
        return []
    }

    // Follow-up: input sorted, return 1-indexed positions (LeetCode 167)
    func twoSumSorted(_ numbers: [Int], _ target: Int) -> [Int] {
        var left = 0, right = numbers.count - 1
        while left < right {
            let sum = numbers[left] + numbers[right]
            if sum == target { return [left + 1, right + 1] }
            if sum < target { left += 1 } else { right -= 1 }
        }
        return []
    }
}

let solution = Solution()
let cases: [([Int], Int)] = [
    ([2, 7, 11, 15], 9),
    ([3, 2, 4], 6),
    ([3, 3], 6),
    ([-1, -2, -3, -4, -5], -8),
    ([0, 4, 3, 0], 0),
    ([1, 2, 3], 100),
]

for (nums, target) in cases {
    let fast = solution.twoSum(nums, target)
    let slow = solution.twoSumBruteForce(nums, target)
    print("nums = \(nums), target = \(target) -> \(fast) (brute force agrees: \(fast == slow))")
}

print(solution.twoSumSorted([2, 7, 11, 15], 9))
print(solution.twoSumSorted([1, 3, 4, 5, 7, 10, 11], 9))
print(solution.twoSumSorted([-1, 0], -1))

// Variation: count all pairs that sum to target
func countPairs(_ nums: [Int], _ target: Int) -> Int {
    var freq = [Int: Int]()
    var pairs = 0
    for n in nums {
        pairs += freq[target - n, default: 0]
        freq[n, default: 0] += 1
    }
    return pairs
}
print("pairs summing to 6 in [1,5,7,-1,5]: \(countPairs([1, 5, 7, -1, 5], 6))")
print("pairs summing to 2 in [1,1,1,1]: \(countPairs([1, 1, 1, 1], 2))")
// expect: nums = [2, 7, 11, 15], target = 9 -> [0, 1] (brute force agrees: true)
// expect: nums = [3, 2, 4], target = 6 -> [1, 2] (brute force agrees: true)
// expect: nums = [3, 3], target = 6 -> [0, 1] (brute force agrees: true)
// expect: nums = [-1, -2, -3, -4, -5], target = -8 -> [2, 4] (brute force agrees: true)
// expect: nums = [0, 4, 3, 0], target = 0 -> [0, 3] (brute force agrees: true)
// expect: nums = [1, 2, 3], target = 100 -> [] (brute force agrees: true)
// expect: [1, 2]
// expect: [3, 4]
// expect: [1, 2]
// expect: pairs summing to 6 in [1,5,7,-1,5]: 3
// expect: pairs summing to 2 in [1,1,1,1]: 6
