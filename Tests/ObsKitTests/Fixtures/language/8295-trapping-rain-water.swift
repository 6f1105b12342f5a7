// LeetCode style: trapping rain water with two pointers, prefix max arrays, and a monotonic stack
class Solution {
    func trap(_ height: [Int]) -> Int {
        var left = 0, right = height.count - 1
        var leftMax = 0, rightMax = 0
        var water = 0
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

    func trapPrefix(_ height: [Int]) -> Int {
        let n = height.count
        guard n > 2 else { return 0 }
        var leftMax = height, rightMax = height
        for i in 1..<n { leftMax[i] = max(leftMax[i - 1], height[i]) }
        for i in (0..<(n - 1)).reversed() { rightMax[i] = max(rightMax[i + 1], height[i]) }
        return (0..<n).reduce(0) { $0 + min(leftMax[$1], rightMax[$1]) - height[$1] }
    }

    func trapStack(_ height: [Int]) -> Int {
        var stack = [Int]()
        var total = 0
        for (i, h) in height.enumerated() {
            while let top = stack.last, height[top] < h {
                stack.removeLast()
                guard let left = stack.last else { break }
                let width = i - left - 1
                let bounded = min(height[left], h) - height[top]
                total += width * bounded
            }
            stack.append(i)
        }
        return total
    }

    func maxArea(_ height: [Int]) -> Int {
        var i = 0, j = height.count - 1, best = 0
        while i < j {
            best = max(best, (j - i) * min(height[i], height[j]))
            if height[i] < height[j] { i += 1 } else { j -= 1 }
        }
        return best
    }
}

let sol = Solution()
let inputs = [[0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1], [4, 2, 0, 3, 2, 5], [], [5, 4, 1, 2], [2, 0, 2]]
for h in inputs {
    print(h, sol.trap(h), sol.trapPrefix(h), sol.trapStack(h))
}
print(sol.maxArea([1, 8, 6, 2, 5, 4, 8, 3, 7]), sol.maxArea([1, 1]))

// expect: [0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1] 6 6 6
// expect: [4, 2, 0, 3, 2, 5] 9 9 9
// expect: [] 0 0 0
// expect: [5, 4, 1, 2] 1 1 1
// expect: [2, 0, 2] 2 2 2
// expect: 49 1
