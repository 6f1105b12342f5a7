// LeetCode 1 / 15 / 167 solutions: dictionary lookup, two pointers on sorted input, duplicate skipping, tuples
func twoSum(_ nums: [Int], _ target: Int) -> [Int] {
    var seen: [Int: Int] = [:]
    for (i, n) in nums.enumerated() {
        if let j = seen[target - n] { return [j, i] }
        seen[n] = i
    }
    return []
}

func twoSumSorted(_ numbers: [Int], _ target: Int) -> (Int, Int)? {
    var lo = 0, hi = numbers.count - 1
    while lo < hi {
        let sum = numbers[lo] + numbers[hi]
        if sum == target { return (lo + 1, hi + 1) }
        if sum < target { lo += 1 } else { hi -= 1 }
    }
    return nil
}

func threeSum(_ nums: [Int]) -> [[Int]] {
    let a = nums.sorted()
    var result: [[Int]] = []
    for i in 0..<a.count {
        if i > 0 && a[i] == a[i - 1] { continue }
        if a[i] > 0 { break }
        var l = i + 1, r = a.count - 1
        while l < r {
            let s = a[i] + a[l] + a[r]
            switch s {
            case ..<0: l += 1
            case 1...: r -= 1
            default:
                result.append([a[i], a[l], a[r]])
                l += 1; r -= 1
                while l < r && a[l] == a[l - 1] { l += 1 }
                while l < r && a[r] == a[r + 1] { r -= 1 }
            }
        }
    }
    return result
}

print(twoSum([2, 7, 11, 15], 9))
print(twoSum([3, 2, 4], 6))
print(twoSum([3, 3], 6))
print(twoSum([1, 2], 7))

if let (a, b) = twoSumSorted([2, 7, 11, 15], 18) {
    print("sorted pair at \(a) and \(b)")
}
print(twoSumSorted([1, 2, 3], 100) as Any)

let cases = [[-1, 0, 1, 2, -1, -4], [0, 1, 1], [0, 0, 0, 0], [-2, 0, 1, 1, 2]]
for c in cases {
    let triples = threeSum(c)
    print("\(c) -> \(triples)")
}
// expect: [0, 1]
// expect: [1, 2]
// expect: [0, 1]
// expect: []
// expect: sorted pair at 2 and 3
// expect: nil
// expect: [-1, 0, 1, 2, -1, -4] -> [[-1, -1, 2], [-1, 0, 1]]
// expect: [0, 1, 1] -> []
// expect: [0, 0, 0, 0] -> [[0, 0, 0]]
// expect: [-2, 0, 1, 1, 2] -> [[-2, 0, 2], [-2, 1, 1]]
