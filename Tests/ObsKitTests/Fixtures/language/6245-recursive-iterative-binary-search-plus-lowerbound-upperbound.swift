// Algorithm Club style (binary search): recursive and iterative binary search, plus lowerBound/upperBound as extensions on RandomAccessCollection
func binarySearchRecursive<T: Comparable>(_ a: [T], _ key: T, _ range: Range<Int>) -> Int? {
    if range.lowerBound >= range.upperBound { return nil }
    let mid = range.lowerBound + (range.upperBound - range.lowerBound) / 2
    if a[mid] > key { return binarySearchRecursive(a, key, range.lowerBound..<mid) }
    if a[mid] < key { return binarySearchRecursive(a, key, (mid + 1)..<range.upperBound) }
    return mid
}

func binarySearch<T: Comparable>(_ a: [T], _ key: T) -> Int? {
    var low = 0, high = a.count
    while low < high {
        let mid = low + (high - low) / 2
        if a[mid] == key { return mid }
        if a[mid] < key { low = mid + 1 } else { high = mid }
    }
    return nil
}

extension RandomAccessCollection where Element: Comparable {
    func lowerBound(of value: Element) -> Index {
        var low = startIndex, count = self.count
        while count > 0 {
            let step = count / 2
            let mid = index(low, offsetBy: step)
            if self[mid] < value { low = index(after: mid); count -= step + 1 } else { count = step }
        }
        return low
    }

    func upperBound(of value: Element) -> Index {
        var low = startIndex, high = endIndex
        while low != high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if value < self[mid] { high = mid } else { low = index(after: mid) }
        }
        return low
    }

    func occurrences(of value: Element) -> Int {
        distance(from: lowerBound(of: value), to: upperBound(of: value))
    }
}

let sorted = [1, 3, 3, 3, 5, 8, 13, 21, 21, 34]
for key in [13, 3, 4, 34, 0] {
    print(key, binarySearchRecursive(sorted, key, 0..<sorted.count) as Any, binarySearch(sorted, key).map { "at \($0)" } ?? "missing")
}
print(sorted.lowerBound(of: 3), sorted.upperBound(of: 3), sorted.occurrences(of: 21), sorted.occurrences(of: 4))
print(sorted.lowerBound(of: 100) == sorted.endIndex, sorted.upperBound(of: -5))
let slice = sorted[4...]
print(slice.lowerBound(of: 21), slice.upperBound(of: 21), slice.startIndex)
let letters = Array("aabbbcdd")
print(letters.lowerBound(of: "b"), letters.upperBound(of: "b"), letters.occurrences(of: "d"))

// expect: 13 Optional(6) at 6
// expect: 3 Optional(2) at 2
// expect: 4 nil missing
// expect: 34 Optional(9) at 9
// expect: 0 nil missing
// expect: 1 4 2 0
// expect: true 0
// expect: 7 9 4
// expect: 2 5 2
