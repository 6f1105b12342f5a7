// LeetCode style (monotonic stack and deque): daily temperatures, next greater element with a dictionary, sliding window maximum with an index deque, and largest rectangle in a histogram
class Solution {
    func dailyTemperatures(_ temperatures: [Int]) -> [Int] {
        var answer = [Int](repeating: 0, count: temperatures.count)
        var stack = [Int]()
        for (i, t) in temperatures.enumerated() {
            while let last = stack.last, temperatures[last] < t {
                stack.removeLast()
                answer[last] = i - last
            }
            stack.append(i)
        }
        return answer
    }

    func nextGreaterElement(_ nums1: [Int], _ nums2: [Int]) -> [Int] {
        var next = [Int: Int]()
        var stack: [Int] = []
        for n in nums2 {
            while !stack.isEmpty && stack.last! < n {
                next[stack.removeLast()] = n
            }
            stack.append(n)
        }
        return nums1.map { next[$0] ?? -1 }
    }

    func maxSlidingWindow(_ nums: [Int], _ k: Int) -> [Int] {
        var deque: [Int] = []
        var result: [Int] = []
        for i in 0..<nums.count {
            if let first = deque.first, first <= i - k { deque.removeFirst() }
            while let last = deque.last, nums[last] <= nums[i] { deque.removeLast() }
            deque.append(i)
            if i >= k - 1 { result.append(nums[deque[0]]) }
        }
        return result
    }

    func largestRectangleArea(_ heights: [Int]) -> Int {
        var stack: [Int] = [-1]
        var best = 0
        let hs = heights + [0]
        for i in 0..<hs.count {
            while stack.last! != -1 && hs[stack.last!] >= hs[i] {
                let h = hs[stack.removeLast()]
                let width = i - stack.last! - 1
                best = max(best, h * width)
            }
            stack.append(i)
        }
        return best
    }
}

let sol = Solution()
print(sol.dailyTemperatures([73, 74, 75, 71, 69, 72, 76, 73]))
print(sol.dailyTemperatures([30, 60, 90]))
print(sol.nextGreaterElement([4, 1, 2], [1, 3, 4, 2]))
print(sol.nextGreaterElement([2, 4], [1, 2, 3, 4]))
print(sol.maxSlidingWindow([1, 3, -1, -3, 5, 3, 6, 7], 3))
print(sol.maxSlidingWindow([9, 11], 2), sol.maxSlidingWindow([4, -2], 1))
print(sol.largestRectangleArea([2, 1, 5, 6, 2, 3]), sol.largestRectangleArea([2, 4]), sol.largestRectangleArea([]))

// expect: [1, 1, 4, 2, 1, 1, 0, 0]
// expect: [1, 1, 0]
// expect: [-1, 3, -1]
// expect: [3, -1]
// expect: [3, 3, 5, 5, 6, 7]
// expect: [11] [4, -2]
// expect: 10 4 0
