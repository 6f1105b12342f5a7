// Compiler test style: recursive sorting algorithms with array slices, generic constraints and tuple returns
func mergeSort<T: Comparable>(_ xs: [T]) -> [T] {
    guard xs.count > 1 else { return xs }
    let mid = xs.count / 2
    return merge(mergeSort(Array(xs[..<mid])), mergeSort(Array(xs[mid...])))
}

func merge<T: Comparable>(_ a: [T], _ b: [T]) -> [T] {
    var result: [T] = []
    var i = 0, j = 0
    while true {
        switch (i < a.count, j < b.count) {
        case (true, true) where a[i] <= b[j]:
            result.append(a[i]); i += 1
        case (true, true):
            result.append(b[j]); j += 1
        case (true, false):
            result += a[i...]; return result
        case (false, true):
            result += b[j...]; return result
        case (false, false):
            return result
        }
    }
}

func quickSort(_ xs: [Int]) -> [Int] {
    switch xs.count {
    case 0, 1:
        return xs
    case 2:
        return xs[0] <= xs[1] ? xs : [xs[1], xs[0]]
    default:
        let pivot = xs[xs.count / 2]
        let less = xs.filter { $0 < pivot }
        let equal = xs.filter { $0 == pivot }
        let greater = xs.filter { $0 > pivot }
        return quickSort(less) + equal + quickSort(greater)
    }
}

func countInversions(_ xs: [Int]) -> (sorted: [Int], inversions: Int) {
    if xs.count <= 1 { return (xs, 0) }
    let mid = xs.count / 2
    let (left, li) = countInversions(Array(xs[..<mid]))
    let (right, ri) = countInversions(Array(xs[mid...]))
    var merged: [Int] = []
    var i = 0, j = 0, split = 0
    while i < left.count && j < right.count {
        if left[i] <= right[j] {
            merged.append(left[i]); i += 1
        } else {
            merged.append(right[j]); j += 1
            split += left.count - i
        }
    }
    merged += left[i...]
    merged += right[j...]
    return (merged, li + ri + split)
}

func binarySearch(_ xs: [Int], _ target: Int, _ lo: Int, _ hi: Int) -> Int? {
    guard lo <= hi else { return nil }
    let mid = (lo + hi) / 2
    switch xs[mid] {
    case target: return mid
    case ..<target: return binarySearch(xs, target, mid + 1, hi)
    default: return binarySearch(xs, target, lo, mid - 1)
    }
}

let data = [38, 27, 43, 3, 9, 82, 10, 3, 55, -4]
print("merge: \(mergeSort(data))")
print("quick: \(quickSort(data))")
print("words: \(mergeSort(["delta", "alpha", "charlie", "bravo", "echo"]))")
print("empty: \(mergeSort([Int]())), single: \(quickSort([7]))")
let (sorted, inv) = countInversions(data)
print("inversions: \(inv), sorted matches: \(sorted == data.sorted())")
for probe in [43, 3, 100, -4, 11] {
    let s = mergeSort(data)
    if let idx = binarySearch(s, probe, 0, s.count - 1) {
        print("found \(probe) at \(idx)")
    } else {
        print("\(probe) not found")
    }
}
print("reversed inversions: \(countInversions([5, 4, 3, 2, 1]).inversions)")
print("already sorted inversions: \(countInversions([1, 2, 3]).inversions)")
print("doubles: \(mergeSort([2.5, -1.0, 3.25, 0.0]))")

// Expected output:
// expect: merge: [-4, 3, 3, 9, 10, 27, 38, 43, 55, 82]
// expect: quick: [-4, 3, 3, 9, 10, 27, 38, 43, 55, 82]
// expect: words: ["alpha", "bravo", "charlie", "delta", "echo"]
// expect: empty: [], single: [7]
// expect: inversions: 27, sorted matches: true
// expect: found 43 at 7
// expect: found 3 at 1
// expect: 100 not found
// expect: found -4 at 0
// expect: 11 not found
// expect: reversed inversions: 10
// expect: already sorted inversions: 0
// expect: doubles: [-1.0, 0.0, 2.5, 3.25]
