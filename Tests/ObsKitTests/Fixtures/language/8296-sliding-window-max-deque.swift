// LeetCode style: sliding window maximum with an index deque, min window substring, max average
struct Deque {
    private var storage: [Int] = []
    private var head = 0
    var isEmpty: Bool { head >= storage.count }
    var first: Int? { isEmpty ? nil : storage[head] }
    var last: Int? { isEmpty ? nil : storage.last }
    mutating func pushBack(_ x: Int) { storage.append(x) }
    mutating func popBack() { storage.removeLast() }
    mutating func popFront() { head += 1 }
}

class Solution {
    func maxSlidingWindow(_ nums: [Int], _ k: Int) -> [Int] {
        var dq = Deque()
        var result = [Int]()
        for i in 0..<nums.count {
            if let f = dq.first, f <= i - k { dq.popFront() }
            while let l = dq.last, nums[l] < nums[i] { dq.popBack() }
            dq.pushBack(i)
            if i >= k - 1 { result.append(nums[dq.first!]) }
        }
        return result
    }

    func minWindow(_ s: String, _ t: String) -> String {
        let sArr = Array(s)
        var need = [Character: Int]()
        for c in t { need[c, default: 0] += 1 }
        var missing = t.count
        var left = 0, bestL = 0, bestLen = Int.max
        for (right, c) in sArr.enumerated() {
            if let n = need[c] {
                if n > 0 { missing -= 1 }
                need[c] = n - 1
            }
            while missing == 0 {
                if right - left + 1 < bestLen { bestLen = right - left + 1; bestL = left }
                let lc = sArr[left]
                if let n = need[lc] {
                    need[lc] = n + 1
                    if n + 1 > 0 { missing += 1 }
                }
                left += 1
            }
        }
        return bestLen == Int.max ? "" : String(sArr[bestL..<bestL + bestLen])
    }

    func findMaxAverage(_ nums: [Int], _ k: Int) -> Double {
        var sum = nums[0..<k].reduce(0, +)
        var best = sum
        for i in k..<nums.count {
            sum += nums[i] - nums[i - k]
            best = max(best, sum)
        }
        return Double(best) / Double(k)
    }
}

let sol = Solution()
print(sol.maxSlidingWindow([1, 3, -1, -3, 5, 3, 6, 7], 3))
print(sol.maxSlidingWindow([1], 1))
print(sol.maxSlidingWindow([9, 8, 7, 6, 5, 4], 2))
print(sol.maxSlidingWindow([1, 3, 1, 2, 0, 5], 3))
print(sol.minWindow("ADOBECODEBANC", "ABC"))
print(sol.minWindow("a", "a"), "[\(sol.minWindow("a", "aa"))]")
print(sol.findMaxAverage([1, 12, -5, -6, 50, 3], 4))
print(sol.findMaxAverage([5], 1))

// expect: [3, 3, 5, 5, 6, 7]
// expect: [1]
// expect: [9, 8, 7, 6, 5]
// expect: [3, 3, 2, 5]
// expect: BANC
// expect: a []
// expect: 12.75
// expect: 5.0
