// LeetCode style (two pointers in place): container with most water, trapping rain water, removing duplicates, moving zeroes and sorting colors with the Dutch national flag
class Solution {
    func maxArea(_ height: [Int]) -> Int {
        var l = 0, r = height.count - 1, best = 0
        while l < r {
            best = max(best, min(height[l], height[r]) * (r - l))
            if height[l] < height[r] { l += 1 } else { r -= 1 }
        }
        return best
    }

    func trap(_ height: [Int]) -> Int {
        var left = 0, right = height.count - 1
        var leftMax = 0, rightMax = 0, water = 0
        while left < right {
            if height[left] < height[right] {
                leftMax = max(leftMax, height[left])
                water += leftMax - height[left]
                left += 1
            } else {
                rightMax = max(rightMax, height[right])
                water += rightMax - height[right]
                right -= 1
            }
        }
        return water
    }

    func removeDuplicates(_ nums: inout [Int]) -> Int {
        guard !nums.isEmpty else { return 0 }
        var write = 1
        for read in 1..<nums.count where nums[read] != nums[write - 1] {
            nums[write] = nums[read]
            write += 1
        }
        return write
    }

    func moveZeroes(_ nums: inout [Int]) {
        var insertAt = 0
        for i in nums.indices where nums[i] != 0 {
            nums.swapAt(insertAt, i)
            insertAt += 1
        }
    }

    func sortColors(_ nums: inout [Int]) {
        var low = 0, mid = 0, high = nums.count - 1
        while mid <= high {
            switch nums[mid] {
            case 0: nums.swapAt(low, mid); low += 1; mid += 1
            case 1: mid += 1
            default: nums.swapAt(mid, high); high -= 1
            }
        }
    }
}

let sol = Solution()
print(sol.maxArea([1, 8, 6, 2, 5, 4, 8, 3, 7]), sol.maxArea([1, 1]))
print(sol.trap([0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1]), sol.trap([4, 2, 0, 3, 2, 5]))
var dups = [0, 0, 1, 1, 1, 2, 2, 3, 3, 4]
let k = sol.removeDuplicates(&dups)
print(k, Array(dups[..<k]))
var zs = [0, 1, 0, 3, 12]
sol.moveZeroes(&zs)
print(zs)
var colors = [2, 0, 2, 1, 1, 0]
sol.sortColors(&colors)
print(colors)
var single = [1]
sol.sortColors(&single); sol.moveZeroes(&single)
print(single, sol.removeDuplicates(&single))

// expect: 49 1
// expect: 6 9
// expect: 5 [0, 1, 2, 3, 4]
// expect: [1, 3, 12, 0, 0]
// expect: [0, 0, 1, 1, 2, 2]
// expect: [1] 1
