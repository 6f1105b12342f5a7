// App code style: classic interview helpers — two-sum, anagram groups, sliding window, and palindromes
func twoSum(_ nums: [Int], target: Int) -> (Int, Int)? {
    var seen: [Int: Int] = [:]
    for (i, n) in nums.enumerated() {
        if let j = seen[target - n] { return (j, i) }
        seen[n] = i
    }
    return nil
}

func groupAnagrams(_ words: [String]) -> [[String]] {
    var groups: [String: [String]] = [:]
    for word in words {
        let key = String(word.lowercased().sorted())
        groups[key, default: []].append(word)
    }
    return groups.values
        .map { $0.sorted() }
        .sorted { $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0] }
}

func longestUniqueSubstring(_ s: String) -> Substring {
    var lastSeen: [Character: String.Index] = [:]
    var windowStart = s.startIndex
    var best = s[s.startIndex..<s.startIndex]
    var i = s.startIndex
    while i < s.endIndex {
        let ch = s[i]
        if let prev = lastSeen[ch], prev >= windowStart {
            windowStart = s.index(after: prev)
        }
        lastSeen[ch] = i
        let next = s.index(after: i)
        if s.distance(from: windowStart, to: next) > best.count {
            best = s[windowStart..<next]
        }
        i = next
    }
    return best
}

func isPalindrome(_ s: String) -> Bool {
    let cleaned = s.lowercased().filter { $0.isLetter || $0.isNumber }
    return cleaned.elementsEqual(cleaned.reversed())
}

func maxSumWindow(_ values: [Int], size k: Int) -> (start: Int, sum: Int)? {
    guard k > 0, values.count >= k else { return nil }
    var sum = values[0..<k].reduce(0, +)
    var best = (start: 0, sum: sum)
    for i in k..<values.count {
        sum += values[i] - values[i - k]
        if sum > best.sum { best = (i - k + 1, sum) }
    }
    return best
}

func firstUniqueCharacter(_ s: String) -> Character? {
    var counts: [Character: Int] = [:]
    s.forEach { counts[$0, default: 0] += 1 }
    return s.first { counts[$0] == 1 }
}

let numbers = [3, 8, 11, 15, -2, 7]
for target in [9, 26, 1, 100] {
    if let (a, b) = twoSum(numbers, target: target) {
        print("twoSum \(target): [\(a), \(b)] -> \(numbers[a]) + \(numbers[b])")
    } else {
        print("twoSum \(target): none")
    }
}

let words = ["listen", "Silent", "enlist", "google", "elgoog", "cat", "act", "tac", "dog"]
for group in groupAnagrams(words) {
    print("anagrams: \(group.joined(separator: " "))")
}

for s in ["abcabcbb", "bbbbb", "pwwkew", "", "swiftly"] {
    print("longest unique in '\(s)': '\(longestUniqueSubstring(s))'")
}

for s in ["A man, a plan, a canal: Panama", "race a car", "Was it a car or a cat I saw?", "12321"] {
    print("\(isPalindrome(s) ? "yes" : "no "): \(s)")
}

let sales = [4, 2, 12, 3, 8, 9, 1, 0, 15, 2]
for k in [1, 3, 4, 11] {
    if let w = maxSumWindow(sales, size: k) {
        print("best \(k)-day window starts day \(w.start + 1), sum \(w.sum)")
    } else {
        print("best \(k)-day window: not enough data")
    }
}
print("first unique: \(firstUniqueCharacter("swiss") ?? "-"), \(firstUniqueCharacter("aabb").map(String.init) ?? "none")")

// expect: twoSum 9: [2, 4] -> 11 + -2
// expect: twoSum 26: [2, 3] -> 11 + 15
// expect: twoSum 1: [0, 4] -> 3 + -2
// expect: twoSum 100: none
// expect: anagrams: Silent enlist listen
// expect: anagrams: act cat tac
// expect: anagrams: elgoog google
// expect: anagrams: dog
// expect: longest unique in 'abcabcbb': 'abc'
// expect: longest unique in 'bbbbb': 'b'
// expect: longest unique in 'pwwkew': 'wke'
// expect: longest unique in '': ''
// expect: longest unique in 'swiftly': 'swiftly'
// expect: yes: A man, a plan, a canal: Panama
// expect: no : race a car
// expect: yes: Was it a car or a cat I saw?
// expect: yes: 12321
// expect: best 1-day window starts day 9, sum 15
// expect: best 3-day window starts day 3, sum 23
// expect: best 4-day window starts day 3, sum 32
// expect: best 11-day window: not enough data
// expect: first unique: w, none
