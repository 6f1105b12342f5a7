// Two-sum and friends: brute force, hash map, sorted two pointers, three-sum
// expected output: swiftc 6.3.1 (Linux), run on this machine
func twoSumBrute(_ nums: [Int], _ target: Int) -> (Int, Int)? {
    for i in 0..<nums.count {
        for j in (i + 1)..<nums.count where nums[i] + nums[j] == target {
            return (i, j)
        }
    }
    return nil
}

func twoSum(_ nums: [Int], _ target: Int) -> [Int] {
    var seen: [Int: Int] = [:]
    for (i, n) in nums.enumerated() {
        if let j = seen[target - n] { return [j, i] }
        seen[n] = i
    }
    return []
}

func twoSumSorted(_ nums: [Int], _ target: Int) -> (Int, Int)? {
    var lo = 0, hi = nums.count - 1
    while lo < hi {
        let s = nums[lo] + nums[hi]
        if s == target { return (nums[lo], nums[hi]) }
        if s < target { lo += 1 } else { hi -= 1 }
    }
    return nil
}

let cases: [([Int], Int)] = [([2, 7, 11, 15], 9), ([3, 2, 4], 6), ([3, 3], 6), ([1, 2, 3], 7), ([-4, 10, 5, -1], 1)]
for (nums, target) in cases {
    let brute = twoSumBrute(nums, target).map { "(\($0.0), \($0.1))" } ?? "none"
    print("\(nums) target \(target): hash \(twoSum(nums, target)), brute \(brute)")
}
let sorted = [1, 3, 4, 6, 8, 11]
print(twoSumSorted(sorted, 10).map { "\($0) + \($1)" } ?? "none")
print(twoSumSorted(sorted, 2).map { "\($0) + \($1)" } ?? "none")

func threeSum(_ nums: [Int]) -> [[Int]] {
    let a = nums.sorted()
    var result: [[Int]] = []
    for i in 0..<a.count {
        if i > 0 && a[i] == a[i - 1] { continue }
        var lo = i + 1, hi = a.count - 1
        while lo < hi {
            let s = a[i] + a[lo] + a[hi]
            if s == 0 {
                result.append([a[i], a[lo], a[hi]])
                lo += 1
                while lo < hi && a[lo] == a[lo - 1] { lo += 1 }
                hi -= 1
            } else if s < 0 {
                lo += 1
            } else {
                hi -= 1
            }
        }
    }
    return result
}
print(threeSum([-1, 0, 1, 2, -1, -4]))
print(threeSum([0, 0, 0, 0]))
func pairCount(_ nums: [Int], summingTo k: Int) -> Int {
    var freq: [Int: Int] = [:]
    var count = 0
    for n in nums {
        count += freq[k - n, default: 0]
        freq[n, default: 0] += 1
    }
    return count
}
print("pairs summing to 6 in [1,5,7,-1,5]: \(pairCount([1, 5, 7, -1, 5], summingTo: 6))")
// expect: [2, 7, 11, 15] target 9: hash [0, 1], brute (0, 1)
// expect: [3, 2, 4] target 6: hash [1, 2], brute (1, 2)
// expect: [3, 3] target 6: hash [0, 1], brute (0, 1)
// expect: [1, 2, 3] target 7: hash [], brute none
// expect: [-4, 10, 5, -1] target 1: hash [0, 2], brute (0, 2)
// expect: 4 + 6
// expect: none
// expect: [[-1, -1, 2], [-1, 0, 1]]
// expect: [[0, 0, 0]]
// expect: pairs summing to 6 in [1,5,7,-1,5]: 3
