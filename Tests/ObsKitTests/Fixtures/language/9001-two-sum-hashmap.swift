// LeetCode two-sum and three-sum with dictionaries and sorting
// expected output: swiftc 6.3.1 (Linux), run on this machine
func twoSum(_ nums: [Int], _ target: Int) -> [Int]? {
    var seen: [Int: Int] = [:]
    for (i, n) in nums.enumerated() {
        if let j = seen[target - n] {
            return [j, i]
        }
        seen[n] = i
    }
    return nil
}

func threeSum(_ nums: [Int]) -> [[Int]] {
    let sorted = nums.sorted()
    var result: [[Int]] = []
    for i in 0..<sorted.count {
        if i > 0 && sorted[i] == sorted[i - 1] { continue }
        var lo = i + 1, hi = sorted.count - 1
        while lo < hi {
            let sum = sorted[i] + sorted[lo] + sorted[hi]
            if sum == 0 {
                result.append([sorted[i], sorted[lo], sorted[hi]])
                lo += 1; hi -= 1
                while lo < hi && sorted[lo] == sorted[lo - 1] { lo += 1 }
                while lo < hi && sorted[hi] == sorted[hi + 1] { hi -= 1 }
            } else if sum < 0 {
                lo += 1
            } else {
                hi -= 1
            }
        }
    }
    return result
}

let cases: [([Int], Int)] = [([2, 7, 11, 15], 9), ([3, 2, 4], 6), ([3, 3], 6), ([1, 2, 3], 100)]
for (nums, target) in cases {
    if let pair = twoSum(nums, target) {
        print("twoSum(\(nums), \(target)) = \(pair)")
    } else {
        print("twoSum(\(nums), \(target)) = none")
    }
}

let triples = threeSum([-1, 0, 1, 2, -1, -4])
print("threeSum count: \(triples.count)")
for t in triples {
    print(t.map(String.init).joined(separator: " + "), "= 0")
}
print(threeSum([0, 0, 0, 0]))
print(threeSum([1, 2]).isEmpty ? "empty" : "non-empty")
// expect: twoSum([2, 7, 11, 15], 9) = [0, 1]
// expect: twoSum([3, 2, 4], 6) = [1, 2]
// expect: twoSum([3, 3], 6) = [0, 1]
// expect: twoSum([1, 2, 3], 100) = none
// expect: threeSum count: 2
// expect: -1 + -1 + 2 = 0
// expect: -1 + 0 + 1 = 0
// expect: [[0, 0, 0]]
// expect: empty
