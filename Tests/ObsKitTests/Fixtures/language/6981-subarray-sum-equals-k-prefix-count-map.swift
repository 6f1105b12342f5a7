// LeetCode style (prefix sums): subarray sum equals k with a prefix-count map, pivot index, immutable range sum query, and continuous subarray sum with remainders
class Solution {
    func subarraySum(_ nums: [Int], _ k: Int) -> Int {
        var prefixCount: [Int: Int] = [0: 1]
        var sum = 0, count = 0
        for n in nums {
            sum += n
            count += prefixCount[sum - k, default: 0]
            prefixCount[sum, default: 0] += 1
        }
        return count
    }

    func pivotIndex(_ nums: [Int]) -> Int {
        let total = nums.reduce(0, +)
        var leftSum = 0
        for (i, x) in nums.enumerated() {
            if leftSum == total - leftSum - x { return i }
            leftSum += x
        }
        return -1
    }

    func checkSubarraySum(_ nums: [Int], _ k: Int) -> Bool {
        var firstSeen = [0: -1]
        var running = 0
        for (i, n) in nums.enumerated() {
            running = (running + n) % k
            if let j = firstSeen[running] {
                if i - j >= 2 { return true }
            } else {
                firstSeen[running] = i
            }
        }
        return false
    }
}

class NumArray {
    private let prefix: [Int]
    init(_ nums: [Int]) {
        var p = [0]
        for n in nums { p.append(p.last! + n) }
        prefix = p
    }
    func sumRange(_ left: Int, _ right: Int) -> Int {
        prefix[right + 1] - prefix[left]
    }
}

let sol = Solution()
print(sol.subarraySum([1, 1, 1], 2), sol.subarraySum([1, 2, 3], 3), sol.subarraySum([1, -1, 0], 0))
print(sol.pivotIndex([1, 7, 3, 6, 5, 6]), sol.pivotIndex([1, 2, 3]), sol.pivotIndex([2, 1, -1]))
print(sol.checkSubarraySum([23, 2, 4, 6, 7], 6), sol.checkSubarraySum([23, 2, 6, 4, 7], 13))
let na = NumArray([-2, 0, 3, -5, 2, -1])
print(na.sumRange(0, 2), na.sumRange(2, 5), na.sumRange(0, 5))
let runningTotals = [3, 1, 4, 1, 5, 9, 2, 6].reduce(into: [Int]()) { acc, x in acc.append((acc.last ?? 0) + x) }
print(runningTotals)
let pairs = zip(runningTotals, runningTotals.dropFirst()).map { $1 - $0 }
print(pairs)

// expect: 2 2 3
// expect: 3 -1 0
// expect: true false
// expect: 1 -1 -3
// expect: [3, 4, 8, 9, 14, 23, 25, 31]
// expect: [1, 4, 1, 5, 9, 2, 6]
