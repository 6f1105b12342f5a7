// Array interview problems: Kadane max subarray, prefix sums for range queries, product except self
// expected output: swiftc 6.3.1 (Linux), run on this machine
func maxSubarray(_ nums: [Int]) -> (sum: Int, range: ClosedRange<Int>) {
    var best = nums[0], current = nums[0]
    var start = 0, bestRange = 0...0
    for i in 1..<nums.count {
        if current < 0 {
            current = nums[i]
            start = i
        } else {
            current += nums[i]
        }
        if current > best {
            best = current
            bestRange = start...i
        }
    }
    return (best, bestRange)
}

struct PrefixSums {
    private let sums: [Int]
    init(_ values: [Int]) {
        sums = values.reduce(into: [0]) { $0.append($0.last! + $1) }
    }
    func sum(_ range: ClosedRange<Int>) -> Int { sums[range.upperBound + 1] - sums[range.lowerBound] }
}

func productExceptSelf(_ nums: [Int]) -> [Int] {
    var result = Array(repeating: 1, count: nums.count)
    var prefix = 1
    for i in nums.indices {
        result[i] = prefix
        prefix *= nums[i]
    }
    var suffix = 1
    for i in nums.indices.reversed() {
        result[i] *= suffix
        suffix *= nums[i]
    }
    return result
}

func subarraysSumming(to k: Int, in nums: [Int]) -> Int {
    var seen: [Int: Int] = [0: 1]
    var running = 0, count = 0
    for n in nums {
        running += n
        count += seen[running - k, default: 0]
        seen[running, default: 0] += 1
    }
    return count
}

let data = [-2, 1, -3, 4, -1, 2, 1, -5, 4]
let (sum, range) = maxSubarray(data)
print("max subarray sum \(sum) at \(range): \(Array(data[range]))")
print(maxSubarray([-3, -1, -2]).sum)

let ps = PrefixSums(data)
for r in [0...8, 3...6, 2...2] {
    print("sum\(r) = \(ps.sum(r))")
}
print(productExceptSelf([1, 2, 3, 4]))
print(productExceptSelf([-1, 1, 0, -3, 3]).map { $0 == 0 ? 0 : $0 })
print(subarraysSumming(to: 2, in: [1, 1, 1]), subarraysSumming(to: 3, in: [1, 2, 3]))
let runningMax = data.reduce(into: [Int]()) { $0.append(max($0.last ?? Int.min, $1)) }
print(runningMax)
// expect: max subarray sum 6 at 3...6: [4, -1, 2, 1]
// expect: -1
// expect: sum0...8 = 1
// expect: sum3...6 = 6
// expect: sum2...2 = -3
// expect: [24, 12, 8, 6]
// expect: [0, 0, 9, 0, 0]
// expect: 2 2
// expect: [-2, 1, 1, 4, 4, 4, 4, 4, 4]
