// Rosetta Code style (Sorting algorithms): quicksort, merge sort and heap sort written out generically
func quickSort<T: Comparable>(_ a: [T]) -> [T] {
    guard a.count > 1 else { return a }
    let pivot = a[a.count / 2]
    return quickSort(a.filter { $0 < pivot }) + a.filter { $0 == pivot } + quickSort(a.filter { $0 > pivot })
}
func mergeSort<T>(_ a: [T], by less: (T, T) -> Bool) -> [T] {
    guard a.count > 1 else { return a }
    let mid = a.count / 2
    let l = mergeSort(Array(a[..<mid]), by: less), r = mergeSort(Array(a[mid...]), by: less)
    var out: [T] = []
    out.reserveCapacity(a.count)
    var i = 0, j = 0
    while i < l.count && j < r.count {
        if less(r[j], l[i]) { out.append(r[j]); j += 1 } else { out.append(l[i]); i += 1 }
    }
    return out + l[i...] + r[j...]
}
extension Array where Element: Comparable {
    mutating func heapSort() {
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 <= end {
                var child = 2 * root + 1
                if child + 1 <= end && self[child] < self[child + 1] { child += 1 }
                if self[root] < self[child] { swapAt(root, child); root = child } else { return }
            }
        }
        guard count > 1 else { return }
        for s in stride(from: (count - 2) / 2, through: 0, by: -1) { siftDown(s, count - 1) }
        for end in stride(from: count - 1, to: 0, by: -1) {
            swapAt(0, end)
            siftDown(0, end - 1)
        }
    }
}
let nums = [38, 27, 43, 3, 9, 82, 10, 3, -5, 0]
print(quickSort(nums))
print(mergeSort(nums, by: >))
var h = nums; h.heapSort(); print(h)
let people = [("Ann", 31), ("Bob", 25), ("Cy", 31), ("Di", 25), ("Ed", 40)]
print(mergeSort(people) { $0.1 < $1.1 }.map { $0.0 })
var letters = Array("heapsortexample"); letters.heapSort(); print(String(letters))
print(quickSort(["pear", "fig", "apple"]), quickSort([Double]()))
// expect: [-5, 0, 3, 3, 9, 10, 27, 38, 43, 82]
// expect: [82, 43, 38, 27, 10, 9, 3, 3, 0, -5]
// expect: [-5, 0, 3, 3, 9, 10, 27, 38, 43, 82]
// expect: ["Bob", "Di", "Ann", "Cy", "Ed"]
// expect: aaeeehlmopprstx
// expect: ["apple", "fig", "pear"] []
