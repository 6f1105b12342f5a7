// LeetCode style: 238. Product of Array Except Self — prefix/suffix products without division

class Solution {
    func productExceptSelf(_ nums: [Int]) -> [Int] {
        let n = nums.count
        var answer = [Int](repeating: 1, count: n)

        // answer[i] = product of everything to the left of i
        var prefix = 1
        for i in 0..<n {
            answer[i] = prefix
            prefix *= nums[i]
        }

        // multiply by product of everything to the right of i
        var suffix = 1
        for i in stride(from: n - 1, through: 0, by: -1) {
            answer[i] *= suffix
            suffix *= nums[i]
        }
        return answer
    }

    // Naive O(n^2) check
    func productExceptSelfNaive(_ nums: [Int]) -> [Int] {
        nums.indices.map { i in
            nums.indices.reduce(1) { acc, j in j == i ? acc : acc * nums[j] }
        }
    }

    // 152. Maximum Product Subarray (related prefix-product idea)
    func maxProduct(_ nums: [Int]) -> Int {
        var best = nums[0]
        var curMax = nums[0], curMin = nums[0]
        for x in nums.dropFirst() {
            if x < 0 { swap(&curMax, &curMin) }
            curMax = max(x, curMax * x)
            curMin = min(x, curMin * x)
            best = max(best, curMax)
        }
        return best
    }
}

let sol = Solution()
let tests = [
    [1, 2, 3, 4],
    [-1, 1, 0, -3, 3],
    [2, 3],
    [0, 0],
    [5, -2, 4, 1, -1],
    [1, 1, 1, 1, 1, 1],
]
for nums in tests {
    let fast = sol.productExceptSelf(nums)
    let slow = sol.productExceptSelfNaive(nums)
    print("\(nums) -> \(fast) \(fast == slow ? "ok" : "MISMATCH")")
}

// Showing the prefix and suffix arrays explicitly for the first example
let nums = [1, 2, 3, 4]
var prefixes = [1]
for x in nums.dropLast() { prefixes.append(prefixes.last! * x) }
var suffixes = [1]
for x in nums.reversed().dropLast() { suffixes.insert(suffixes.first! * x, at: 0) }
print("prefix: \(prefixes)")
print("suffix: \(suffixes)")
print("zip:    \(zip(prefixes, suffixes).map(*))")

for arr in [[2, 3, -2, 4], [-2, 0, -1], [-2, 3, -4], [-3]] {
    print("max product subarray of \(arr) = \(sol.maxProduct(arr))")
}
// expect: [1, 2, 3, 4] -> [24, 12, 8, 6] ok
// expect: [-1, 1, 0, -3, 3] -> [0, 0, 9, 0, 0] ok
// expect: [2, 3] -> [3, 2] ok
// expect: [0, 0] -> [0, 0] ok
// expect: [5, -2, 4, 1, -1] -> [8, -20, 10, 40, -40] ok
// expect: [1, 1, 1, 1, 1, 1] -> [1, 1, 1, 1, 1, 1] ok
// expect: prefix: [1, 1, 2, 6]
// expect: suffix: [24, 12, 4, 1]
// expect: zip:    [24, 12, 8, 6]
// expect: max product subarray of [2, 3, -2, 4] = 6
// expect: max product subarray of [-2, 0, -1] = 0
// expect: max product subarray of [-2, 3, -4] = 24
// expect: max product subarray of [-3] = -3
