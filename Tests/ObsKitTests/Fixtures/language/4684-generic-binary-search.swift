// Swift book style: binary search generic over Comparable, as a Collection extension
extension RandomAccessCollection where Element: Comparable {
    func binarySearch(for target: Element) -> Index? {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] == target { return mid }
            if self[mid] < target { low = index(after: mid) } else { high = mid }
        }
        return nil
    }

    /// First index whose element is not less than `target`.
    func lowerBound(of target: Element) -> Index {
        var low = startIndex, high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] < target { low = index(after: mid) } else { high = mid }
        }
        return low
    }

    /// First index whose element is greater than `target`.
    func upperBound(of target: Element) -> Index {
        var low = startIndex, high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if target < self[mid] { high = mid } else { low = index(after: mid) }
        }
        return low
    }
}

func recursiveSearch<T: Comparable>(_ a: [T], _ key: T, _ range: Range<Int>) -> Int? {
    if range.lowerBound >= range.upperBound { return nil }
    let mid = range.lowerBound + (range.upperBound - range.lowerBound) / 2
    if a[mid] > key { return recursiveSearch(a, key, range.lowerBound..<mid) }
    if a[mid] < key { return recursiveSearch(a, key, (mid + 1)..<range.upperBound) }
    return mid
}

// Binary search on the answer: integer square root and first bad version.
func integerSqrt(_ n: Int) -> Int {
    var lo = 0, hi = n
    while lo < hi {
        let mid = (lo + hi + 1) / 2
        if mid * mid <= n { lo = mid } else { hi = mid - 1 }
    }
    return lo
}

func firstBad(_ n: Int, isBad: (Int) -> Bool) -> Int {
    var lo = 1, hi = n
    var calls = 0
    while lo < hi {
        let mid = lo + (hi - lo) / 2
        calls += 1
        if isBad(mid) { hi = mid } else { lo = mid + 1 }
    }
    print("  (\(calls) checks)")
    return lo
}

func searchRotated(_ a: [Int], _ target: Int) -> Int {
    var lo = 0, hi = a.count - 1
    while lo <= hi {
        let mid = (lo + hi) / 2
        if a[mid] == target { return mid }
        if a[lo] <= a[mid] {
            if a[lo] <= target && target < a[mid] { hi = mid - 1 } else { lo = mid + 1 }
        } else {
            if a[mid] < target && target <= a[hi] { lo = mid + 1 } else { hi = mid - 1 }
        }
    }
    return -1
}

let sortedNums = [1, 3, 3, 3, 5, 8, 13, 21, 34]
print("find 13:", sortedNums.binarySearch(for: 13) as Any)
print("find 4:", sortedNums.binarySearch(for: 4) as Any)
print("3 range:", sortedNums.lowerBound(of: 3)..<sortedNums.upperBound(of: 3))
print("insert 4 at:", sortedNums.lowerBound(of: 4), "insert 100 at:", sortedNums.lowerBound(of: 100))
let slice = sortedNums[4...]
print("slice find 21:", slice.binarySearch(for: 21)!, "slice lower 0:", slice.lowerBound(of: 0))
let names = ["ada", "bob", "eve", "kim", "zed"]
print("eve at", names.binarySearch(for: "eve") ?? -1, "recursive kim at", recursiveSearch(names, "kim", 0..<names.count) ?? -1)
print("recursive 'al':", recursiveSearch(names, "al", names.indices) as Any)
print("isqrt:", [0, 1, 15, 16, 17, 99, 1_000_000].map(integerSqrt))
print("first bad:", firstBad(100) { $0 >= 37 })
print("rotated:", searchRotated([15, 18, 22, 3, 6, 9, 12], 6), searchRotated([4, 5, 6, 7, 0, 1, 2], 3))
let chars = Array("abcdefghij")
print("char g at", chars.binarySearch(for: "g")!)

// expect: find 13: Optional(6)
// expect: find 4: nil
// expect: 3 range: 1..<4
// expect: insert 4 at: 4 insert 100 at: 9
// expect: slice find 21: 7 slice lower 0: 4
// expect: eve at 2 recursive kim at 3
// expect: recursive 'al': nil
// expect: isqrt: [0, 1, 3, 4, 4, 9, 1000]
// expect:   (7 checks)
// expect: first bad: 37
// expect: rotated: 4 -1
// expect: char g at 6
