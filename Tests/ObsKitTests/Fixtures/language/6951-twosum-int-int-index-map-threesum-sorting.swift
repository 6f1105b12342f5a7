// LeetCode style (hash maps): twoSum with a [Int: Int] index map and threeSum with sorting and two pointers
class Solution {
    func twoSum(_ nums: [Int], _ target: Int) -> [Int] {
        var seen = [Int: Int]()
        for (i, num) in nums.enumerated() {
            if let j = seen[target - num] {
                return [j, i]
            }
            seen[num] = i
        }
        return []
    }

    func threeSum(_ nums: [Int]) -> [[Int]] {
        let arr = nums.sorted()
        var result = [[Int]]()
        guard arr.count >= 3 else { return result }
        for i in 0..<arr.count - 2 {
            if i > 0 && arr[i] == arr[i - 1] { continue }
            var l = i + 1, r = arr.count - 1
            while l < r {
                let sum = arr[i] + arr[l] + arr[r]
                if sum == 0 {
                    result.append([arr[i], arr[l], arr[r]])
                    while l < r && arr[l] == arr[l + 1] { l += 1 }
                    while l < r && arr[r] == arr[r - 1] { r -= 1 }
                    l += 1
                    r -= 1
                } else if sum < 0 {
                    l += 1
                } else {
                    r -= 1
                }
            }
        }
        return result
    }
}

let sol = Solution()
print(sol.twoSum([2, 7, 11, 15], 9))
print(sol.twoSum([3, 2, 4], 6))
print(sol.twoSum([3, 3], 6))
print(sol.twoSum([1, 2], 10))
print(sol.threeSum([-1, 0, 1, 2, -1, -4]))
print(sol.threeSum([0, 0, 0, 0]))
print(sol.threeSum([1, 2]))
let triples = sol.threeSum([-2, 0, 1, 1, 2, -1, -4, 3])
for t in triples {
    print(t.map(String.init).joined(separator: ","))
}

// expect: [0, 1]
// expect: [1, 2]
// expect: [0, 1]
// expect: []
// expect: [[-1, -1, 2], [-1, 0, 1]]
// expect: [[0, 0, 0]]
// expect: []
// expect: -4,1,3
// expect: -2,-1,3
// expect: -2,0,2
// expect: -2,1,1
// expect: -1,0,1
