// Algorithm Club style (merge sort): top-down recursive and bottom-up iterative merge sort written generically, plus counting inversions while merging
func merge<T: Comparable>(_ left: ArraySlice<T>, _ right: ArraySlice<T>) -> [T] {
    var result: [T] = []
    result.reserveCapacity(left.count + right.count)
    var i = left.startIndex, j = right.startIndex
    while i < left.endIndex && j < right.endIndex {
        if right[j] < left[i] { result.append(right[j]); j += 1 }
        else { result.append(left[i]); i += 1 }
    }
    result += left[i...]
    result += right[j...]
    return result
}

func mergeSort<T: Comparable>(_ a: [T]) -> [T] {
    guard a.count > 1 else { return a }
    let mid = a.count / 2
    return merge(mergeSort(Array(a[..<mid]))[...], mergeSort(Array(a[mid...]))[...])
}

func bottomUp<T: Comparable>(_ input: [T]) -> [T] {
    var a = input
    var width = 1
    while width < a.count {
        var next: [T] = []
        for start in stride(from: 0, to: a.count, by: 2 * width) {
            let mid = min(start + width, a.count), end = min(start + 2 * width, a.count)
            next += merge(a[start..<mid], a[mid..<end])
        }
        a = next
        width *= 2
    }
    return a
}

func countInversions(_ a: [Int]) -> (sorted: [Int], count: Int) {
    guard a.count > 1 else { return (a, 0) }
    let (l, x) = countInversions(Array(a[..<(a.count / 2)]))
    let (r, y) = countInversions(Array(a[(a.count / 2)...]))
    var merged: [Int] = [], i = 0, j = 0, split = 0
    while i < l.count || j < r.count {
        if j == r.count || (i < l.count && l[i] <= r[j]) { merged.append(l[i]); i += 1 }
        else { merged.append(r[j]); j += 1; split += l.count - i }
    }
    return (merged, x + y + split)
}

let data = [38, 27, 43, 3, 9, 82, 10, 3]
print(mergeSort(data))
print(bottomUp(data))
print(mergeSort(["pear", "apple", "fig", "date"]), bottomUp([Double]()), mergeSort([1]))
print(countInversions([2, 4, 1, 3, 5]).count, countInversions([5, 4, 3, 2, 1]))
print(bottomUp(Array("mergesort")).map(String.init).joined())

// expect: [3, 3, 9, 10, 27, 38, 43, 82]
// expect: [3, 3, 9, 10, 27, 38, 43, 82]
// expect: ["apple", "date", "fig", "pear"] [] [1]
// expect: 3 (sorted: [1, 2, 3, 4, 5], count: 10)
// expect: eegmorrst
