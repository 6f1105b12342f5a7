// Rosetta-style task: Quicksort and merge sort generic over Comparable, plus insertion sort in place
func quicksort<T: Comparable>(_ a: [T]) -> [T] {
    guard a.count > 1 else { return a }
    let pivot = a[a.count / 2]
    let less = a.filter { $0 < pivot }
    let equal = a.filter { $0 == pivot }
    let greater = a.filter { $0 > pivot }
    return quicksort(less) + equal + quicksort(greater)
}

func mergeSort<T: Comparable>(_ a: [T]) -> [T] {
    guard a.count > 1 else { return a }
    let mid = a.count / 2
    let left = mergeSort(Array(a[..<mid]))
    let right = mergeSort(Array(a[mid...]))
    var merged: [T] = []
    merged.reserveCapacity(a.count)
    var i = 0, j = 0
    while i < left.count && j < right.count {
        if left[i] <= right[j] { merged.append(left[i]); i += 1 } else { merged.append(right[j]); j += 1 }
    }
    merged.append(contentsOf: left[i...])
    merged.append(contentsOf: right[j...])
    return merged
}

func insertionSort<T>(_ a: inout [T], by less: (T, T) -> Bool) {
    for i in 1..<max(a.count, 1) {
        let key = a[i]
        var j = i - 1
        while j >= 0 && less(key, a[j]) {
            a[j + 1] = a[j]
            j -= 1
        }
        a[j + 1] = key
    }
}

let ints = [65, 28, 59, 33, 21, 56, 22, 95, 50, 12, 90, 53, 28, 77, 39]
print("quick: \(quicksort(ints))")
print("merge: \(mergeSort(ints))")
let strings = ["pear", "Apple", "fig", "banana", "cherry", "date"]
print("strings: \(mergeSort(strings))")
print("doubles: \(quicksort([3.5, -1.25, 2.0, 0.0, -7.5]))")

var byLength = strings
insertionSort(&byLength) { $0.count < $1.count }
print("by length (stable): \(byLength)")
var descending = ints
insertionSort(&descending, by: >)
print("descending: \(descending.prefix(5))")
print("all agree: \(quicksort(ints) == mergeSort(ints) && mergeSort(ints) == ints.sorted())")

// expect: quick: [12, 21, 22, 28, 28, 33, 39, 50, 53, 56, 59, 65, 77, 90, 95]
// expect: merge: [12, 21, 22, 28, 28, 33, 39, 50, 53, 56, 59, 65, 77, 90, 95]
// expect: strings: ["Apple", "banana", "cherry", "date", "fig", "pear"]
// expect: doubles: [-7.5, -1.25, 0.0, 2.0, 3.5]
// expect: by length (stable): ["fig", "pear", "date", "Apple", "banana", "cherry"]
// expect: descending: [95, 90, 77, 65, 59]
// expect: all agree: true
