// LeetCode style: binary search, first/last position, rotated array search, and integer sqrt
class Solution {
    func search(_ nums: [Int], _ target: Int) -> Int {
        var left = 0, right = nums.count - 1
        while left <= right {
            let mid = left + (right - left) / 2
            if nums[mid] == target { return mid }
            if nums[mid] < target { left = mid + 1 } else { right = mid - 1 }
        }
        return -1
    }

    func searchRange(_ nums: [Int], _ target: Int) -> [Int] {
        func lowerBound(_ t: Int) -> Int {
            var lo = 0, hi = nums.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if nums[mid] < t { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        let first = lowerBound(target)
        if first == nums.count || nums[first] != target { return [-1, -1] }
        return [first, lowerBound(target + 1) - 1]
    }

    func searchRotated(_ nums: [Int], _ target: Int) -> Int {
        var lo = 0, hi = nums.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if nums[mid] == target { return mid }
            if nums[lo] <= nums[mid] {
                if nums[lo] <= target && target < nums[mid] { hi = mid - 1 } else { lo = mid + 1 }
            } else {
                if nums[mid] < target && target <= nums[hi] { lo = mid + 1 } else { hi = mid - 1 }
            }
        }
        return -1
    }

    func findMin(_ nums: [Int]) -> Int {
        var lo = 0, hi = nums.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if nums[mid] > nums[hi] { lo = mid + 1 } else { hi = mid }
        }
        return nums[lo]
    }

    func mySqrt(_ x: Int) -> Int {
        var lo = 0, hi = x
        while lo <= hi {
            let mid = lo + (hi - lo) / 2
            if mid * mid <= x { lo = mid + 1 } else { hi = mid - 1 }
        }
        return hi
    }
}

let sol = Solution()
print(sol.search([-1, 0, 3, 5, 9, 12], 9), sol.search([-1, 0, 3, 5, 9, 12], 2))
print(sol.searchRange([5, 7, 7, 8, 8, 10], 8))
print(sol.searchRange([5, 7, 7, 8, 8, 10], 6))
print(sol.searchRange([], 0))
print(sol.searchRotated([4, 5, 6, 7, 0, 1, 2], 0), sol.searchRotated([4, 5, 6, 7, 0, 1, 2], 3), sol.searchRotated([1], 1))
print(sol.findMin([3, 4, 5, 1, 2]), sol.findMin([4, 5, 6, 7, 0, 1, 2]), sol.findMin([11, 13, 15, 17]))
print([0, 1, 4, 8, 15, 16, 2147395599].map { sol.mySqrt($0) })

// expect: 4 -1
// expect: [3, 4]
// expect: [-1, -1]
// expect: [-1, -1]
// expect: 4 -1 0
// expect: 1 0 11
// expect: [0, 1, 2, 2, 3, 4, 46339]
