// LeetCode style (counting): top k frequent elements with bucket sort, top k frequent words sorted by count then word, first unique character, and majority element with Boyer-Moore
class Solution {
    func topKFrequent(_ nums: [Int], _ k: Int) -> [Int] {
        var count: [Int: Int] = [:]
        nums.forEach { count[$0, default: 0] += 1 }
        var buckets = Array(repeating: [Int](), count: nums.count + 1)
        for (num, freq) in count {
            buckets[freq].append(num)
        }
        var result: [Int] = []
        for freq in stride(from: nums.count, to: 0, by: -1) {
            for num in buckets[freq].sorted() {
                result.append(num)
                if result.count == k { return result }
            }
        }
        return result
    }

    func topKFrequentWords(_ words: [String], _ k: Int) -> [String] {
        let freq = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        let ordered = freq.sorted { a, b in
            a.value != b.value ? a.value > b.value : a.key < b.key
        }
        return Array(ordered.prefix(k).map { $0.key })
    }

    func firstUniqChar(_ s: String) -> Int {
        var counts = [Character: Int]()
        for c in s { counts[c, default: 0] += 1 }
        for (i, c) in s.enumerated() where counts[c] == 1 {
            return i
        }
        return -1
    }

    func majorityElement(_ nums: [Int]) -> Int {
        var candidate = 0, votes = 0
        for n in nums {
            if votes == 0 { candidate = n }
            votes += (n == candidate) ? 1 : -1
        }
        return candidate
    }
}

let sol = Solution()
print(sol.topKFrequent([1, 1, 1, 2, 2, 3], 2))
print(sol.topKFrequent([1], 1))
print(sol.topKFrequent([4, 4, 5, 5, 6, 6, 6, 7], 3))
print(sol.topKFrequentWords(["i", "love", "leetcode", "i", "love", "coding"], 2))
print(sol.topKFrequentWords(["the", "day", "is", "sunny", "the", "the", "the", "sunny", "is", "is"], 4))
print(sol.firstUniqChar("leetcode"), sol.firstUniqChar("loveleetcode"), sol.firstUniqChar("aabb"))
print(sol.majorityElement([3, 2, 3]), sol.majorityElement([2, 2, 1, 1, 1, 2, 2]))
let histogram = Dictionary(grouping: "mississippi", by: { $0 }).mapValues { $0.count }
for key in histogram.keys.sorted() {
    print(key, String(repeating: "*", count: histogram[key]!))
}

// expect: [1, 2]
// expect: [1]
// expect: [6, 4, 5]
// expect: ["i", "love"]
// expect: ["the", "is", "sunny", "day"]
// expect: 0 2 -1
// expect: 3 2
// expect: i ****
// expect: m *
// expect: p **
// expect: s ****
