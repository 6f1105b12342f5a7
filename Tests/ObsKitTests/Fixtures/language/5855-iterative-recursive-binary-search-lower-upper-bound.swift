// Kodeco style (binary search and recursion): iterative and recursive binary search, lower/upper bound and a search-based square root
func binarySearch<T: Comparable>(_ items: [T], for target: T) -> Int? {
    var low = 0, high = items.count - 1
    while low <= high {
        let mid = low + (high - low) / 2
        if items[mid] == target { return mid }
        if items[mid] < target { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
}

func recursiveSearch<C: RandomAccessCollection>(_ c: C, _ target: C.Element, in range: Range<C.Index>? = nil) -> C.Index?
    where C.Element: Comparable {
    let range = range ?? c.startIndex..<c.endIndex
    guard !range.isEmpty else { return nil }
    let mid = c.index(range.lowerBound, offsetBy: c.distance(from: range.lowerBound, to: range.upperBound) / 2)
    if c[mid] == target { return mid }
    return c[mid] < target
        ? recursiveSearch(c, target, in: c.index(after: mid)..<range.upperBound)
        : recursiveSearch(c, target, in: range.lowerBound..<mid)
}

extension Array where Element: Comparable {
    func lowerBound(of value: Element) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
    func upperBound(of value: Element) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if value < self[mid] { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

func integerSquareRoot(_ n: Int) -> Int {
    var low = 0, high = n
    while low < high {
        let mid = (low + high + 1) / 2
        if mid <= n / mid { low = mid } else { high = mid - 1 }
    }
    return low
}

let sorted = [2, 5, 5, 5, 8, 13, 21, 34, 55]
print(binarySearch(sorted, for: 21) as Any, binarySearch(sorted, for: 4) as Any)
print(recursiveSearch(sorted, 34) as Any, recursiveSearch(sorted, 1) as Any)
print(recursiveSearch(sorted[3...], 8) as Any, recursiveSearch(sorted[3...], 2) as Any)
print(sorted.lowerBound(of: 5), sorted.upperBound(of: 5), sorted.upperBound(of: 5) - sorted.lowerBound(of: 5))
print(sorted.lowerBound(of: 100), sorted.lowerBound(of: -1))
print(binarySearch(["ant", "bee", "cat", "dog"], for: "cat") ?? -1)
print([0, 1, 15, 16, 17, 1_000_000, 999_999].map(integerSquareRoot))

func power(_ base: Int, _ exponent: Int) -> Int {
    if exponent == 0 { return 1 }
    let half = power(base, exponent / 2)
    return exponent % 2 == 0 ? half * half : half * half * base
}
print(power(2, 10), power(3, 13), power(7, 0))
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
print(gcd(1071, 462), gcd(17, 5), [12, 18, 30].reduce(0, gcd))

// expect: Optional(6) nil
// expect: Optional(7) nil
// expect: Optional(4) nil
// expect: 1 4 3
// expect: 9 0
// expect: 2
// expect: [0, 1, 3, 4, 4, 1000, 999]
// expect: 1024 1594323 1
// expect: 21 1 6
