// LeetCode style: product of array except self with prefix and suffix passes, no division
class Solution {
    func productExceptSelf(_ nums: [Int]) -> [Int] {
        let n = nums.count
        var answer = Array(repeating: 1, count: n)
        var prefix = 1
        for i in 0..<n {
            answer[i] = prefix
            prefix *= nums[i]
        }
        var suffix = 1
        for i in stride(from: n - 1, through: 0, by: -1) {
            answer[i] *= suffix
            suffix *= nums[i]
        }
        return answer
    }

    func maxProduct(_ nums: [Int]) -> Int {
        var curMax = nums[0], curMin = nums[0], result = nums[0]
        for num in nums.dropFirst() {
            if num < 0 { swap(&curMax, &curMin) }
            curMax = max(num, curMax * num)
            curMin = min(num, curMin * num)
            result = max(result, curMax)
        }
        return result
    }

    func runningSum(_ nums: [Int]) -> [Int] {
        var out = nums
        for i in 1..<out.count { out[i] += out[i - 1] }
        return out
    }
}

let sol = Solution()
print(sol.productExceptSelf([1, 2, 3, 4]))
print(sol.productExceptSelf([-1, 1, 0, -3, 3]))
print(sol.productExceptSelf([2, 3]))
print(sol.maxProduct([2, 3, -2, 4]))
print(sol.maxProduct([-2, 0, -1]))
print(sol.maxProduct([-2, 3, -4]))
print(sol.runningSum([1, 2, 3, 4]))
print(sol.runningSum([3, 1, 2, 10, 1]))

// expect: [24, 12, 8, 6]
// expect: [0, 0, 9, 0, 0]
// expect: [3, 2]
// expect: 6
// expect: 0
// expect: 24
// expect: [1, 3, 6, 10]
// expect: [3, 4, 6, 16, 17]
