// LeetCode style (bit manipulation): single number with ^, counting bits, hamming distance with nonzeroBitCount, power of two, reversing 32 bits and missing number
class Solution {
    func singleNumber(_ nums: [Int]) -> Int {
        return nums.reduce(0, ^)
    }

    func countBits(_ n: Int) -> [Int] {
        var bits = [Int](repeating: 0, count: n + 1)
        guard n > 0 else { return bits }
        for i in 1...n {
            bits[i] = bits[i >> 1] + (i & 1)
        }
        return bits
    }

    func hammingDistance(_ x: Int, _ y: Int) -> Int {
        (x ^ y).nonzeroBitCount
    }

    func isPowerOfTwo(_ n: Int) -> Bool {
        n > 0 && n & (n - 1) == 0
    }

    func reverseBits(_ n: UInt32) -> UInt32 {
        var result: UInt32 = 0
        var x = n
        for _ in 0..<32 {
            result = (result << 1) | (x & 1)
            x >>= 1
        }
        return result
    }

    func missingNumber(_ nums: [Int]) -> Int {
        var xor = nums.count
        for (i, n) in nums.enumerated() {
            xor ^= i ^ n
        }
        return xor
    }

    func subsetsByMask(_ nums: [Int]) -> [[Int]] {
        var out: [[Int]] = []
        for mask in 0..<(1 << nums.count) {
            var subset: [Int] = []
            for i in 0..<nums.count where mask & (1 << i) != 0 {
                subset.append(nums[i])
            }
            out.append(subset)
        }
        return out
    }
}

let sol = Solution()
print(sol.singleNumber([4, 1, 2, 1, 2]), sol.singleNumber([7]))
print(sol.countBits(5))
print(sol.hammingDistance(1, 4), sol.hammingDistance(3, 1))
print([0, 1, 16, 18, 1024, -8].map(sol.isPowerOfTwo))
print(sol.reverseBits(43261596), sol.reverseBits(4294967293))
print(sol.missingNumber([3, 0, 1]), sol.missingNumber([9, 6, 4, 2, 3, 5, 7, 0, 1]))
print(sol.subsetsByMask([1, 2, 3]))
print(String(0b1011_0110, radix: 2), (0b1011_0110).trailingZeroBitCount, (~5) & 0xFF)

// expect: 4 7
// expect: [0, 1, 1, 2, 1, 2]
// expect: 2 1
// expect: [false, true, true, false, true, false]
// expect: 964176192 3221225471
// expect: 2 8
// expect: [[], [1], [2], [1, 2], [3], [1, 3], [2, 3], [1, 2, 3]]
// expect: 10110110 1 250
