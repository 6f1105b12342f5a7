// LeetCode style: top K frequent elements/words sorting by count then value, and bucket sort
class Solution {
    func topKFrequent(_ nums: [Int], _ k: Int) -> [Int] {
        var freq = [Int: Int]()
        nums.forEach { freq[$0, default: 0] += 1 }
        let sorted = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return sorted.prefix(k).map { $0.key }
    }

    func topKFrequentBucket(_ nums: [Int], _ k: Int) -> [Int] {
        var freq = [Int: Int]()
        for n in nums { freq[n, default: 0] += 1 }
        var buckets = Array(repeating: [Int](), count: nums.count + 1)
        for (num, c) in freq { buckets[c].append(num) }
        var result = [Int]()
        for c in stride(from: nums.count, to: 0, by: -1) {
            for num in buckets[c].sorted() where result.count < k {
                result.append(num)
            }
        }
        return result
    }

    func topKFrequentWords(_ words: [String], _ k: Int) -> [String] {
        let counts = words.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        return Array(counts.keys.sorted {
            counts[$0]! == counts[$1]! ? $0 < $1 : counts[$0]! > counts[$1]!
        }.prefix(k))
    }
}

let sol = Solution()
print(sol.topKFrequent([1, 1, 1, 2, 2, 3], 2))
print(sol.topKFrequent([1], 1))
print(sol.topKFrequent([4, 4, 5, 5, 6, 6, 6, 7], 3))
print(sol.topKFrequentBucket([1, 1, 1, 2, 2, 3], 2))
print(sol.topKFrequentBucket([5, 3, 3, 5, 9, 9, 9, 1], 3))
print(sol.topKFrequentWords(["i", "love", "leetcode", "i", "love", "coding"], 2))
print(sol.topKFrequentWords(["the", "day", "is", "sunny", "the", "the", "the", "sunny", "is", "is"], 4))

// expect: [1, 2]
// expect: [1]
// expect: [6, 4, 5]
// expect: [1, 2]
// expect: [9, 3, 5]
// expect: ["i", "love"]
// expect: ["the", "is", "sunny", "day"]
