// LeetCode style: 347. Top K Frequent Elements (bucket sort) and 692. Top K Frequent Words

class Solution {
    func topKFrequent(_ nums: [Int], _ k: Int) -> [Int] {
        var freq = [Int: Int]()
        for n in nums { freq[n, default: 0] += 1 }

        // bucket[i] holds the numbers that appear exactly i times
        var buckets = Array(repeating: [Int](), count: nums.count + 1)
        for (num, count) in freq {
            buckets[count].append(num)
        }

        var result = [Int]()
        for count in stride(from: buckets.count - 1, through: 1, by: -1) {
            // sort within a bucket so ties come out in a stable order
            for num in buckets[count].sorted() {
                result.append(num)
                if result.count == k { return result }
            }
        }
        return result
    }

    // Simpler approach: sort by (frequency desc, value asc)
    func topKFrequentSorted(_ nums: [Int], _ k: Int) -> [Int] {
        let freq = nums.reduce(into: [Int: Int]()) { $0[$1, default: 0] += 1 }
        return freq.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .prefix(k)
            .map(\.key)
    }

    func topKFrequentWords(_ words: [String], _ k: Int) -> [String] {
        var freq = [String: Int]()
        for w in words { freq[w, default: 0] += 1 }
        let ordered = freq.keys.sorted { a, b in
            freq[a]! != freq[b]! ? freq[a]! > freq[b]! : a < b
        }
        return Array(ordered.prefix(k))
    }
}

let s = Solution()
let cases: [([Int], Int)] = [
    ([1, 1, 1, 2, 2, 3], 2),
    ([1], 1),
    ([4, 4, 5, 5, 6, 6, 6, 7], 3),
    ([-1, -1, 2, 2, 3, 3, 3, 9, 9, 9, 9], 2),
]
for (nums, k) in cases {
    let bucket = s.topKFrequent(nums, k)
    let sorted = s.topKFrequentSorted(nums, k)
    print("nums=\(nums) k=\(k) -> \(bucket) (sorted approach: \(sorted))")
}

let words = ["i", "love", "leetcode", "i", "love", "coding"]
print(s.topKFrequentWords(words, 2))
let words2 = ["the", "day", "is", "sunny", "the", "the", "the", "sunny", "is", "is"]
print(s.topKFrequentWords(words2, 4))

// Frequency table for the second example, printed in sorted order
let table = words2.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
for (word, count) in table.sorted(by: { $0.key < $1.key }) {
    print("\(word): \(String(repeating: "*", count: count))")
}
// expect: nums=[1, 1, 1, 2, 2, 3] k=2 -> [1, 2] (sorted approach: [1, 2])
// expect: nums=[1] k=1 -> [1] (sorted approach: [1])
// expect: nums=[4, 4, 5, 5, 6, 6, 6, 7] k=3 -> [6, 4, 5] (sorted approach: [6, 4, 5])
// expect: nums=[-1, -1, 2, 2, 3, 3, 3, 9, 9, 9, 9] k=2 -> [9, 3] (sorted approach: [9, 3])
// expect: ["i", "love"]
// expect: ["the", "is", "sunny", "day"]
// expect: day: *
// expect: is: ***
// expect: sunny: **
// expect: the: ****
