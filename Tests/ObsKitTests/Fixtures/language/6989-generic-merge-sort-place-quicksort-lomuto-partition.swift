// LeetCode style (sorting algorithms): generic merge sort, in-place quicksort with Lomuto partition, quickselect for the kth smallest, and counting sort, all on Comparable arrays
extension Array where Element: Comparable {
    func mergeSorted() -> [Element] {
        guard count > 1 else { return self }
        let mid = count / 2
        let left = Array(self[..<mid]).mergeSorted()
        let right = Array(self[mid...]).mergeSorted()
        var merged: [Element] = []
        merged.reserveCapacity(count)
        var i = 0, j = 0
        while i < left.count && j < right.count {
            if left[i] <= right[j] { merged.append(left[i]); i += 1 } else { merged.append(right[j]); j += 1 }
        }
        merged.append(contentsOf: left[i...])
        merged.append(contentsOf: right[j...])
        return merged
    }

    mutating func quickSort(_ lo: Int = 0, _ hi: Int? = nil) {
        let hi = hi ?? count - 1
        guard lo < hi else { return }
        let pivot = self[hi]
        var store = lo
        for k in lo..<hi where self[k] < pivot {
            swapAt(k, store)
            store += 1
        }
        swapAt(store, hi)
        quickSort(lo, store - 1)
        quickSort(store + 1, hi)
    }
}

func quickSelect(_ nums: [Int], _ k: Int) -> Int {
    var arr = nums
    var lo = 0, hi = arr.count - 1
    while true {
        let pivot = arr[(lo + hi) / 2]
        let less = arr[lo...hi].filter { $0 < pivot }
        let equal = arr[lo...hi].filter { $0 == pivot }
        let greater = arr[lo...hi].filter { $0 > pivot }
        arr.replaceSubrange(lo...hi, with: less + equal + greater)
        if k < lo + less.count { hi = lo + less.count - 1 }
        else if k < lo + less.count + equal.count { return pivot }
        else { lo = lo + less.count + equal.count }
    }
}

func countingSort(_ nums: [Int]) -> [Int] {
    guard let lo = nums.min(), let hi = nums.max() else { return [] }
    var counts = [Int](repeating: 0, count: hi - lo + 1)
    for n in nums { counts[n - lo] += 1 }
    return counts.enumerated().flatMap { Array(repeating: $0.offset + lo, count: $0.element) }
}

let data = [38, 27, 43, 3, 9, 82, 10, 3]
print(data.mergeSorted())
print(["pear", "fig", "apple", "date"].mergeSorted())
var q = data
q.quickSort()
print(q)
var letters = Array("quicksort")
letters.quickSort()
print(String(letters))
print((0..<data.count).map { quickSelect(data, $0) })
print(countingSort([4, -2, 2, 8, 3, 3, 1]), countingSort([]))
var empty: [Double] = []
empty.quickSort()
print(empty, [2.5, -1.0, 0.0].mergeSorted())

// expect: [3, 3, 9, 10, 27, 38, 43, 82]
// expect: ["apple", "date", "fig", "pear"]
// expect: [3, 3, 9, 10, 27, 38, 43, 82]
// expect: cikoqrstu
// expect: [3, 3, 9, 10, 27, 38, 43, 82]
// expect: [-2, 1, 2, 3, 3, 4, 8] []
// expect: [] [-1.0, 0.0, 2.5]
