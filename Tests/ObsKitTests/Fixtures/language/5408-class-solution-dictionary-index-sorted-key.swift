// LeetCode style (1. Two Sum, 49. Group Anagrams): class Solution with a Dictionary index and sorted-key grouping
class Solution {
    func twoSum(_ nums: [Int], _ target: Int) -> [Int] {
        var seen = [Int: Int]()
        for (i, n) in nums.enumerated() {
            if let j = seen[target - n] {
                return [j, i]
            }
            seen[n] = i
        }
        return []
    }

    func groupAnagrams(_ strs: [String]) -> [[String]] {
        var groups = [String: [String]]()
        for s in strs {
            let key = String(s.sorted())
            groups[key, default: []].append(s)
        }
        return groups.values.map { $0.sorted() }.sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
    }
}

let sol = Solution()
print(sol.twoSum([2, 7, 11, 15], 9))
print(sol.twoSum([3, 2, 4], 6))
print(sol.twoSum([3, 3], 6))
print(sol.twoSum([1, 2], 10))
for g in sol.groupAnagrams(["eat", "tea", "tan", "ate", "nat", "bat"]) {
    print(g.joined(separator: ","))
}

// expect: [0, 1]
// expect: [1, 2]
// expect: [0, 1]
// expect: []
// expect: ate,eat,tea
// expect: nat,tan
// expect: bat
