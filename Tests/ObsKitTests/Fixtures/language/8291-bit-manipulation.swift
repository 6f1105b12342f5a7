// LeetCode style: single number with XOR, counting bits DP, hamming weight, reverse bits on UInt32
class Solution {
    func singleNumber(_ nums: [Int]) -> Int {
        return nums.reduce(0, ^)
    }

    func countBits(_ n: Int) -> [Int] {
        var ans = [Int](repeating: 0, count: n + 1)
        if n == 0 { return ans }
        for i in 1...n {
            ans[i] = ans[i >> 1] + (i & 1)
        }
        return ans
    }

    func hammingWeight(_ n: Int) -> Int {
        var n = n, count = 0
        while n != 0 {
            n &= n - 1
            count += 1
        }
        return count
    }

    func reverseBits(_ n: UInt32) -> UInt32 {
        var n = n
        var result: UInt32 = 0
        for _ in 0..<32 {
            result = (result << 1) | (n & 1)
            n >>= 1
        }
        return result
    }

    func isPowerOfTwo(_ n: Int) -> Bool {
        return n > 0 && n & (n - 1) == 0
    }

    func missingNumber(_ nums: [Int]) -> Int {
        var x = nums.count
        for (i, v) in nums.enumerated() { x ^= i ^ v }
        return x
    }

    func getSum(_ a: Int, _ b: Int) -> Int {
        var a = a, b = b
        while b != 0 {
            let carry = (a & b) << 1
            a = a ^ b
            b = carry
        }
        return a
    }
}

let sol = Solution()
print(sol.singleNumber([2, 2, 1]), sol.singleNumber([4, 1, 2, 1, 2]))
print(sol.countBits(5))
print(sol.countBits(16).suffix(5))
print(sol.hammingWeight(11), sol.hammingWeight(128), sol.hammingWeight(0b1111_0000_1010))
let input: UInt32 = 0b00000010100101000001111010011100
let reversed = sol.reverseBits(input)
print(reversed, String(reversed, radix: 2))
print(sol.reverseBits(4294967293), sol.reverseBits(1) == 1 << 31)
print([1, 16, 3, 0, 1024].map(sol.isPowerOfTwo))
print(sol.missingNumber([3, 0, 1]), sol.missingNumber([9, 6, 4, 2, 3, 5, 7, 0, 1]))
print(sol.getSum(1, 2), sol.getSum(-2, 3), (77).nonzeroBitCount, UInt8(0b0001_0110).leadingZeroBitCount)

// expect: 1 4
// expect: [0, 1, 1, 2, 1, 2]
// expect: [2, 3, 3, 4, 1]
// expect: 3 1 6
// expect: 964176192 111001011110000010100101000000
// expect: 3221225471 true
// expect: [true, true, false, false, true]
// expect: 2 8
// expect: 3 1 4 3
