// App code style: binary search over sorted arrays, lower bound and insertion point
func binarySearch<T: Comparable>(_ items: [T], for target: T) -> Int? {
    var low = 0
    var high = items.count - 1
    while low <= high {
        let mid = low + (high - low) / 2
        if items[mid] == target {
            return mid
        } else if items[mid] < target {
            low = mid + 1
        } else {
            high = mid - 1
        }
    }
    return nil
}

func lowerBound<T: Comparable>(_ items: [T], _ target: T) -> Int {
    var lo = items.startIndex, hi = items.endIndex
    while lo < hi {
        let mid = (lo + hi) / 2
        if items[mid] < target { lo = mid + 1 } else { hi = mid }
    }
    return lo
}

let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
for target in [2, 13, 37, 4, 40, 0] {
    if let i = binarySearch(primes, for: target) {
        print("\(target) found at \(i)")
    } else {
        print("\(target) not found; insert at \(lowerBound(primes, target))")
    }
}
let names = ["ada", "bea", "cal", "dee", "eli"]
print(binarySearch(names, for: "cal") ?? -1, binarySearch(names, for: "zed") ?? -1)
var sortedList: [Int] = []
for n in [42, 7, 19, 7, 88, 1, 23] {
    sortedList.insert(n, at: lowerBound(sortedList, n))
}
print(sortedList)
let empty: [Int] = []
print(binarySearch(empty, for: 1) == nil, lowerBound(empty, 5))
func isqrt(_ n: Int) -> Int {
    var lo = 0, hi = n
    while lo < hi {
        let mid = (lo + hi + 1) / 2
        if mid * mid <= n { lo = mid } else { hi = mid - 1 }
    }
    return lo
}
print([0, 1, 15, 16, 99, 10_000].map(isqrt))
// expect: 2 found at 0
// expect: 13 found at 5
// expect: 37 found at 11
// expect: 4 not found; insert at 2
// expect: 40 not found; insert at 12
// expect: 0 not found; insert at 0
// expect: 2 -1
// expect: [1, 7, 7, 19, 23, 42, 88]
// expect: true 0
// expect: [0, 1, 3, 4, 9, 100]
