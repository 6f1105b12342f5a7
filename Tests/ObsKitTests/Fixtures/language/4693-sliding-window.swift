// App code style: sliding-window analytics over a metrics stream
func maxSumWindow(_ a: [Int], size k: Int) -> (sum: Int, start: Int)? {
    guard k > 0, a.count >= k else { return nil }
    var sum = a[0..<k].reduce(0, +)
    var best = (sum: sum, start: 0)
    for i in k..<a.count {
        sum += a[i] - a[i - k]
        if sum > best.sum { best = (sum, i - k + 1) }
    }
    return best
}

func movingAverage(_ a: [Int], window: Int) -> [Double] {
    var out: [Double] = []
    var sum = 0
    for (i, x) in a.enumerated() {
        sum += x
        if i >= window { sum -= a[i - window] }
        if i >= window - 1 { out.append(Double(sum) / Double(window)) }
    }
    return out
}

func longestUniqueSubstring(_ s: String) -> String {
    let chars = Array(s)
    var lastSeen: [Character: Int] = [:]
    var start = 0, bestStart = 0, bestLen = 0
    for (i, c) in chars.enumerated() {
        if let prev = lastSeen[c], prev >= start { start = prev + 1 }
        lastSeen[c] = i
        if i - start + 1 > bestLen { bestLen = i - start + 1; bestStart = start }
    }
    return String(chars[bestStart..<(bestStart + bestLen)])
}

func minWindow(_ s: String, _ t: String) -> String {
    let chars = Array(s)
    var need: [Character: Int] = [:]
    for c in t { need[c, default: 0] += 1 }
    var missing = t.count
    var left = 0
    var best: (Int, Int)? = nil
    for (right, c) in chars.enumerated() {
        if let n = need[c] {
            if n > 0 { missing -= 1 }
            need[c] = n - 1
        }
        while missing == 0 {
            if best == nil || right - left < best!.1 - best!.0 { best = (left, right) }
            let lc = chars[left]
            if let n = need[lc] {
                need[lc] = n + 1
                if n + 1 > 0 { missing += 1 }
            }
            left += 1
        }
    }
    guard let (l, r) = best else { return "" }
    return String(chars[l...r])
}

func slidingMax(_ a: [Int], _ k: Int) -> [Int] {
    var deque: [Int] = []  // indices, values decreasing
    var out: [Int] = []
    for i in a.indices {
        if let f = deque.first, f <= i - k { deque.removeFirst() }
        while let last = deque.last, a[last] < a[i] { deque.removeLast() }
        deque.append(i)
        if i >= k - 1 { out.append(a[deque[0]]) }
    }
    return out
}

func shortestSubarray(atLeast target: Int, in a: [Int]) -> Int {
    var left = 0, sum = 0, best = Int.max
    for right in a.indices {
        sum += a[right]
        while sum >= target {
            best = min(best, right - left + 1)
            sum -= a[left]
            left += 1
        }
    }
    return best == Int.max ? 0 : best
}

let requests = [12, 5, 7, 30, 2, 8, 25, 14, 1, 9]
if let w = maxSumWindow(requests, size: 3) { print("busiest 3-min window: sum \(w.sum) at \(w.start)") }
print("window too big:", maxSumWindow(requests, size: 20) as Any)
print("moving avg(4):", movingAverage(requests, window: 4))
for s in ["abcabcbb", "bbbbb", "pwwkew", "", "dvdf"] {
    print("longest unique in '\(s)': '\(longestUniqueSubstring(s))'")
}
print("min window:", minWindow("ADOBECODEBANC", "ABC"), "|", minWindow("a", "aa"), "|", minWindow("aa", "aa"))
print("sliding max:", slidingMax([1, 3, -1, -3, 5, 3, 6, 7], 3))
print("shortest >= 7:", shortestSubarray(atLeast: 7, in: [2, 3, 1, 2, 4, 3]), "none:", shortestSubarray(atLeast: 100, in: [1, 2]))

// expect: busiest 3-min window: sum 47 at 5
// expect: window too big: nil
// expect: moving avg(4): [13.5, 11.0, 11.75, 16.25, 12.25, 12.0, 12.25]
// expect: longest unique in 'abcabcbb': 'abc'
// expect: longest unique in 'bbbbb': 'b'
// expect: longest unique in 'pwwkew': 'wke'
// expect: longest unique in '': ''
// expect: longest unique in 'dvdf': 'vdf'
// expect: min window: BANC |  | aa
// expect: sliding max: [3, 3, 5, 5, 6, 7]
// expect: shortest >= 7: 2 none: 0
