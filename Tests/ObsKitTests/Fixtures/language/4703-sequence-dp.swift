// Compiler test style: 1D dynamic programming: LIS, Kadane, house robber, climbing stairs, decode ways
func lengthOfLIS(_ a: [Int]) -> (length: Int, sequence: [Int]) {
    guard !a.isEmpty else { return (0, []) }
    var dp = [Int](repeating: 1, count: a.count)
    var prev = [Int](repeating: -1, count: a.count)
    for i in 1..<a.count {
        for j in 0..<i where a[j] < a[i] && dp[j] + 1 > dp[i] {
            dp[i] = dp[j] + 1
            prev[i] = j
        }
    }
    var best = dp.indices.max { dp[$0] < dp[$1] }!
    var seq: [Int] = []
    while best != -1 {
        seq.append(a[best])
        best = prev[best]
    }
    return (seq.count, seq.reversed())
}

// Patience sorting with binary search: O(n log n).
func lisFast(_ a: [Int]) -> Int {
    var tails: [Int] = []
    for x in a {
        var lo = 0, hi = tails.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tails[mid] < x { lo = mid + 1 } else { hi = mid }
        }
        if lo == tails.count { tails.append(x) } else { tails[lo] = x }
    }
    return tails.count
}

func maxSubarray(_ a: [Int]) -> (sum: Int, range: ClosedRange<Int>) {
    var best = a[0], bestRange = 0...0
    var current = a[0], start = 0
    for i in 1..<a.count {
        if current < 0 { current = a[i]; start = i } else { current += a[i] }
        if current > best { best = current; bestRange = start...i }
    }
    return (best, bestRange)
}

func rob(_ houses: [Int]) -> Int {
    var take = 0, skip = 0
    for h in houses { (take, skip) = (skip + h, max(take, skip)) }
    return max(take, skip)
}

func climbStairs(_ n: Int) -> Int {
    var (a, b) = (1, 1)
    for _ in 0..<n { (a, b) = (b, a + b) }
    return a
}

func decodeWays(_ s: String) -> Int {
    let d = s.compactMap { $0.wholeNumberValue }
    guard !d.isEmpty, d[0] != 0 else { return 0 }
    var prev2 = 1, prev1 = 1
    for i in 1..<d.count {
        var cur = 0
        if d[i] != 0 { cur += prev1 }
        let two = d[i - 1] * 10 + d[i]
        if (10...26).contains(two) { cur += prev2 }
        (prev2, prev1) = (prev1, cur)
    }
    return prev1
}

func maxProductSubarray(_ a: [Int]) -> Int {
    var hi = a[0], lo = a[0], best = a[0]
    for x in a.dropFirst() {
        let candidates = [x, hi * x, lo * x]
        hi = candidates.max()!
        lo = candidates.min()!
        best = max(best, hi)
    }
    return best
}

let data = [10, 9, 2, 5, 3, 7, 101, 18]
let lis = lengthOfLIS(data)
print("LIS:", lis.length, lis.sequence, "fast:", lisFast(data))
print("LIS others:", lisFast([0, 1, 0, 3, 2, 3]), lisFast([7, 7, 7]), lengthOfLIS([]).length)
let kadane = maxSubarray([-2, 1, -3, 4, -1, 2, 1, -5, 4])
print("max subarray:", kadane.sum, kadane.range)
print("all negative:", maxSubarray([-8, -3, -6]).sum, maxSubarray([-8, -3, -6]).range)
print("rob:", rob([2, 7, 9, 3, 1]), rob([1, 2, 3, 1]), rob([]))
print("stairs:", (0...10).map(climbStairs))
print("decode:", ["12", "226", "06", "11106", "10", "2101"].map(decodeWays))
print("max product:", maxProductSubarray([2, 3, -2, 4]), maxProductSubarray([-2, 0, -1]), maxProductSubarray([-2, 3, -4]))

// expect: LIS: 4 [2, 5, 7, 101] fast: 4
// expect: LIS others: 4 1 0
// expect: max subarray: 6 3...6
// expect: all negative: -3 1...1
// expect: rob: 12 4 0
// expect: stairs: [1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
// expect: decode: [2, 3, 0, 2, 1, 1]
// expect: max product: 6 0 24
