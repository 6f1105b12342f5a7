// LeetCode style (binary search): classic while lo <= hi search, search in a rotated sorted array, first and last position, and integer square root
class Solution {
    func search(_ nums: [Int], _ target: Int) -> Int {
        var lo = 0, hi = nums.count - 1
        while lo <= hi {
            let mid = lo + (hi - lo) / 2
            if nums[mid] == target { return mid }
            if nums[mid] < target { lo = mid + 1 } else { hi = mid - 1 }
        }
        return -1
    }

    func searchRotated(_ nums: [Int], _ target: Int) -> Int {
        var lo = 0, hi = nums.count - 1
        while lo <= hi {
            let mid = (lo + hi) >> 1
            if nums[mid] == target { return mid }
            if nums[lo] <= nums[mid] {
                if nums[lo] <= target && target < nums[mid] { hi = mid - 1 } else { lo = mid + 1 }
            } else {
                if nums[mid] < target && target <= nums[hi] { lo = mid + 1 } else { hi = mid - 1 }
            }
        }
        return -1
    }

    func searchRange(_ nums: [Int], _ target: Int) -> [Int] {
        func bound(_ leftmost: Bool) -> Int {
            var lo = 0, hi = nums.count - 1, ans = -1
            while lo <= hi {
                let mid = lo + (hi - lo) / 2
                if nums[mid] == target {
                    ans = mid
                    if leftmost { hi = mid - 1 } else { lo = mid + 1 }
                } else if nums[mid] < target {
                    lo = mid + 1
                } else {
                    hi = mid - 1
                }
            }
            return ans
        }
        return [bound(true), bound(false)]
    }

    func mySqrt(_ x: Int) -> Int {
        if x < 2 { return x }
        var lo = 1, hi = x / 2
        while lo <= hi {
            let mid = lo + (hi - lo) / 2
            if mid <= x / mid { lo = mid + 1 } else { hi = mid - 1 }
        }
        return hi
    }
}

let sol = Solution()
print(sol.search([-1, 0, 3, 5, 9, 12], 9), sol.search([-1, 0, 3, 5, 9, 12], 2))
print(sol.searchRotated([4, 5, 6, 7, 0, 1, 2], 0), sol.searchRotated([4, 5, 6, 7, 0, 1, 2], 3), sol.searchRotated([1], 0))
print(sol.searchRange([5, 7, 7, 8, 8, 10], 8), sol.searchRange([5, 7, 7, 8, 8, 10], 6), sol.searchRange([], 0))
print([0, 1, 4, 8, 15, 16, 2147395599].map { sol.mySqrt($0) })

// expect: 4 -1
// expect: 4 -1 -1
// expect: [3, 4] [-1, -1] [-1, -1]
// expect: [0, 1, 2, 2, 3, 4, 46339]
