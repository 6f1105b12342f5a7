// Binary search: iterative, recursive, lower/upper bound, and on the answer
// expected output: swiftc 6.3.1 (Linux), run on this machine
func binarySearch<T: Comparable>(_ a: [T], _ key: T) -> Int? {
    var low = 0
    var high = a.count - 1
    while low <= high {
        let mid = low + (high - low) / 2
        if a[mid] == key { return mid }
        if a[mid] < key { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
}

func binarySearchRecursive(_ a: [Int], _ key: Int, _ range: Range<Int>) -> Int? {
    if range.isEmpty { return nil }
    let mid = range.lowerBound + range.count / 2
    if a[mid] == key { return mid }
    return a[mid] < key
        ? binarySearchRecursive(a, key, (mid + 1)..<range.upperBound)
        : binarySearchRecursive(a, key, range.lowerBound..<mid)
}

extension Array where Element: Comparable {
    func lowerBound(_ x: Element) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if self[mid] < x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
    func upperBound(_ x: Element) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if self[mid] <= x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

let numbers = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
for key in [1, 7, 19, 4, 20] {
    let a = binarySearch(numbers, key).map(String.init) ?? "nil"
    let b = binarySearchRecursive(numbers, key, 0..<numbers.count).map(String.init) ?? "nil"
    print("search \(key): iterative \(a), recursive \(b)")
}
print("Grace at \(binarySearch(["Ada", "Bjarne", "Dennis", "Grace", "Guido", "Linus"], "Grace")!)")

let withDups = [1, 2, 2, 2, 3, 5, 5, 8]
for x in [2, 5, 4, 0, 9] {
    let lo = withDups.lowerBound(x), hi = withDups.upperBound(x)
    print("\(x): lower \(lo), upper \(hi), count \(hi - lo)")
}

func integerSquareRoot(_ n: Int) -> Int {
    var lo = 0, hi = n
    while lo < hi {
        let mid = (lo + hi + 1) / 2
        if mid * mid <= n { lo = mid } else { hi = mid - 1 }
    }
    return lo
}
print([0, 1, 15, 16, 17, 99, 1_000_000].map(integerSquareRoot))

func minimumShipCapacity(_ weights: [Int], days: Int) -> Int {
    var lo = weights.max()!, hi = weights.reduce(0, +)
    while lo < hi {
        let cap = (lo + hi) / 2
        var needed = 1, load = 0
        for w in weights {
            if load + w > cap { needed += 1; load = 0 }
            load += w
        }
        if needed <= days { hi = cap } else { lo = cap + 1 }
    }
    return lo
}
print("ship capacity: \(minimumShipCapacity([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], days: 5))")
// expect: search 1: iterative 0, recursive 0
// expect: search 7: iterative 3, recursive 3
// expect: search 19: iterative 9, recursive 9
// expect: search 4: iterative nil, recursive nil
// expect: search 20: iterative nil, recursive nil
// expect: Grace at 3
// expect: 2: lower 1, upper 4, count 3
// expect: 5: lower 5, upper 7, count 2
// expect: 4: lower 5, upper 5, count 0
// expect: 0: lower 0, upper 0, count 0
// expect: 9: lower 8, upper 8, count 0
// expect: [0, 1, 3, 4, 4, 9, 1000]
// expect: ship capacity: 15
