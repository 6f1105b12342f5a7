// Compiler test style: generic binary search, lower/upper bound on sorted collections
extension RandomAccessCollection where Element: Comparable {
    func binarySearch(_ target: Element) -> Index? {
        var lo = startIndex
        var hi = endIndex
        while lo < hi {
            let mid = index(lo, offsetBy: distance(from: lo, to: hi) / 2)
            if self[mid] == target { return mid }
            if self[mid] < target { lo = index(after: mid) } else { hi = mid }
        }
        return nil
    }

    func lowerBound(_ target: Element) -> Index {
        var lo = startIndex, hi = endIndex
        while lo < hi {
            let mid = index(lo, offsetBy: distance(from: lo, to: hi) / 2)
            if self[mid] < target { lo = index(after: mid) } else { hi = mid }
        }
        return lo
    }

    func upperBound(_ target: Element) -> Index {
        var lo = startIndex, hi = endIndex
        while lo < hi {
            let mid = index(lo, offsetBy: distance(from: lo, to: hi) / 2)
            if target < self[mid] { hi = mid } else { lo = index(after: mid) }
        }
        return lo
    }
}

let nums = [1, 3, 3, 3, 5, 8, 13, 21]
for t in [3, 4, 21, 0, 22] {
    let found = nums.binarySearch(t).map { "index \($0)" } ?? "missing"
    print("search \(t): \(found), lower \(nums.lowerBound(t)), upper \(nums.upperBound(t))")
}
print("count of 3:", nums.upperBound(3) - nums.lowerBound(3))

let words = ["apple", "banana", "cherry", "date", "fig"]
print(words.binarySearch("cherry") as Any)
print(words.binarySearch("coconut") as Any)
print(words.lowerBound("coconut"))

let slice = nums[2...6]
print(slice.binarySearch(8) as Any, slice.lowerBound(4))

var sorted: [Int] = []
for x in [5, 1, 4, 1, 5, 9, 2, 6] {
    sorted.insert(x, at: sorted.upperBound(x))
}
print(sorted)

// expect: search 3: index 2, lower 1, upper 4
// expect: search 4: missing, lower 4, upper 4
// expect: search 21: index 7, lower 7, upper 8
// expect: search 0: missing, lower 0, upper 0
// expect: search 22: missing, lower 8, upper 8
// expect: count of 3: 3
// expect: Optional(2)
// expect: nil
// expect: 3
// expect: Optional(5) 4
// expect: [1, 1, 2, 4, 5, 5, 6, 9]
