// LeetCode style (arrays): maximum subarray with Kadane, best time to buy and sell stock with an Int.max sentinel, product except self, and maximum product subarray
class Solution {
    func maxSubArray(_ nums: [Int]) -> Int {
        var best = Int.min
        var current = 0
        for n in nums {
            current = max(n, current + n)
            best = max(best, current)
        }
        return best
    }

    func maxProfit(_ prices: [Int]) -> Int {
        var minPrice = Int.max
        var profit = 0
        for price in prices {
            minPrice = min(minPrice, price)
            profit = max(profit, price - minPrice)
        }
        return profit
    }

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
        var hi = nums[0], lo = nums[0], result = nums[0]
        for n in nums.dropFirst() {
            let candidates = (n, hi * n, lo * n)
            hi = max(candidates.0, candidates.1, candidates.2)
            lo = min(candidates.0, candidates.1, candidates.2)
            result = max(result, hi)
        }
        return result
    }

    func rotate(_ nums: inout [Int], _ k: Int) {
        let k = k % nums.count
        nums.reverse()
        nums[0..<k].reverse()
        nums[k...].reverse()
    }
}

let sol = Solution()
print(sol.maxSubArray([-2, 1, -3, 4, -1, 2, 1, -5, 4]), sol.maxSubArray([-3, -1, -2]))
print(sol.maxProfit([7, 1, 5, 3, 6, 4]), sol.maxProfit([7, 6, 4, 3, 1]))
print(sol.productExceptSelf([1, 2, 3, 4]), sol.productExceptSelf([-1, 1, 0, -3, 3]))
print(sol.maxProduct([2, 3, -2, 4]), sol.maxProduct([-2, 0, -1]), sol.maxProduct([-2, 3, -4]))
var arr = [1, 2, 3, 4, 5, 6, 7]
sol.rotate(&arr, 3)
print(arr)
var arr2 = [-1, -100, 3, 99]
sol.rotate(&arr2, 6)
print(arr2)

// expect: 6 -1
// expect: 5 0
// expect: [24, 12, 8, 6] [0, 0, 9, 0, 0]
// expect: 6 0 24
// expect: [5, 6, 7, 1, 2, 3, 4]
// expect: [3, 99, -1, -100]
