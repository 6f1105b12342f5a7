// Sliding window problems: longest substring without repeats, min window substring, max sum of k
// expected output: swiftc 6.3.1 (Linux), run on this machine
func lengthOfLongestSubstring(_ s: String) -> (length: Int, substring: String) {
    let chars = Array(s)
    var lastSeen: [Character: Int] = [:]
    var start = 0
    var best = (length: 0, start: 0)
    for (i, c) in chars.enumerated() {
        if let prev = lastSeen[c], prev >= start {
            start = prev + 1
        }
        lastSeen[c] = i
        if i - start + 1 > best.length { best = (i - start + 1, start) }
    }
    return (best.length, String(chars[best.start ..< best.start + best.length]))
}

func minWindow(_ s: String, _ t: String) -> String {
    let chars = Array(s)
    var need: [Character: Int] = [:]
    for c in t { need[c, default: 0] += 1 }
    var missing = t.count
    var left = 0
    var best: Range<Int>? = nil
    for right in chars.indices {
        let c = chars[right]
        if let n = need[c] {
            if n > 0 { missing -= 1 }
            need[c] = n - 1
        }
        while missing == 0 {
            if best == nil || right - left + 1 < best!.count { best = left ..< right + 1 }
            let lc = chars[left]
            if let n = need[lc] {
                need[lc] = n + 1
                if n + 1 > 0 { missing += 1 }
            }
            left += 1
        }
    }
    return best.map { String(chars[$0]) } ?? ""
}

func maxSum(_ nums: [Int], k: Int) -> Int? {
    guard nums.count >= k, k > 0 else { return nil }
    var window = nums[0..<k].reduce(0, +)
    var best = window
    for i in k..<nums.count {
        window += nums[i] - nums[i - k]
        best = max(best, window)
    }
    return best
}

for s in ["abcabcbb", "bbbbb", "pwwkew", "", "dvdf"] {
    let r = lengthOfLongestSubstring(s)
    print("\"\(s)\": \(r.length) \"\(r.substring)\"")
}
print(minWindow("ADOBECODEBANC", "ABC"))
print(minWindow("a", "aa").isEmpty ? "(none)" : "found")
print(minWindow("this is a test string", "tist"))
print(maxSum([2, 1, 5, 1, 3, 2], k: 3) ?? 0, maxSum([1, 2], k: 3) as Any)
// expect: "abcabcbb": 3 "abc"
// expect: "bbbbb": 1 "b"
// expect: "pwwkew": 3 "wke"
// expect: "": 0 ""
// expect: "dvdf": 3 "vdf"
// expect: BANC
// expect: (none)
// expect: t stri
// expect: 9 nil
