// LeetCode style (Two pointers, sliding window and hash maps): classic array and string problems solved idiomatically
func twoSum(_ nums: [Int], _ target: Int) -> (Int, Int)? {
    var seen: [Int: Int] = [:]
    for (i, n) in nums.enumerated() {
        if let j = seen[target - n] { return (j, i) }
        seen[n] = i
    }
    return nil
}

func longestUniqueSubstring(_ s: String) -> Substring {
    var lastSeen: [Character: String.Index] = [:]
    var start = s.startIndex
    var best = s[s.startIndex..<s.startIndex]
    var i = s.startIndex
    while i < s.endIndex {
        let ch = s[i]
        if let prev = lastSeen[ch], prev >= start { start = s.index(after: prev) }
        lastSeen[ch] = i
        let window = s[start...i]
        if window.count > best.count { best = window }
        i = s.index(after: i)
    }
    return best
}

func maxArea(_ h: [Int]) -> Int {
    var l = 0, r = h.count - 1, best = 0
    while l < r {
        best = max(best, min(h[l], h[r]) * (r - l))
        if h[l] < h[r] { l += 1 } else { r -= 1 }
    }
    return best
}

func groupAnagrams(_ words: [String]) -> [[String]] {
    let groups = Dictionary(grouping: words) { String($0.sorted()) }
    return groups.values.map { $0.sorted() }.sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
}

func isPalindrome(_ s: String) -> Bool {
    let chars = s.lowercased().filter { $0.isLetter || $0.isNumber }
    return chars.elementsEqual(chars.reversed())
}

func maxSubarray(_ a: [Int]) -> (sum: Int, range: ClosedRange<Int>) {
    var best = (sum: a[0], range: 0...0)
    var cur = a[0], curStart = 0
    for i in 1..<a.count {
        if cur < 0 { cur = a[i]; curStart = i } else { cur += a[i] }
        if cur > best.sum { best = (cur, curStart...i) }
    }
    return best
}

print(twoSum([2, 7, 11, 15], 9) as Any, twoSum([3, 2, 4], 6) as Any, twoSum([1, 2], 7) as Any)
for s in ["abcabcbb", "bbbbb", "pwwkew", "", "dvdf"] {
    print("\"\(s)\" ->", "\"\(longestUniqueSubstring(s))\"")
}
print(maxArea([1, 8, 6, 2, 5, 4, 8, 3, 7]))
print(groupAnagrams(["eat", "tea", "tan", "ate", "nat", "bat"]))
print(["A man, a plan, a canal: Panama", "race a car", " "].map(isPalindrome))
let ms = maxSubarray([-2, 1, -3, 4, -1, 2, 1, -5, 4])
print(ms, ms.range.count)
let counts = "hello world".reduce(into: [:]) { (d: inout [Character: Int], c) in d[c, default: 0] += 1 }
print(counts.filter { $0.value > 1 }.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })

// expect: Optional((0, 1)) Optional((1, 2)) nil
// expect: "abcabcbb" -> "abc"
// expect: "bbbbb" -> "b"
// expect: "pwwkew" -> "wke"
// expect: "" -> ""
// expect: "dvdf" -> "vdf"
// expect: 49
// expect: [["ate", "eat", "tea"], ["nat", "tan"], ["bat"]]
// expect: [true, false, true]
// expect: (sum: 6, range: ClosedRange(3...6)) 4
// expect: ["l3", "o2"]
