// Puzzle style: interview array problems — merge sort, binary search, max subarray and partitioning on slices
func mergeSort<T: Comparable>(_ items: ArraySlice<T>) -> [T] {
    guard items.count > 1 else { return Array(items) }
    let mid = items.startIndex + items.count / 2
    let left = mergeSort(items[..<mid])
    let right = mergeSort(items[mid...])
    var merged: [T] = []
    merged.reserveCapacity(items.count)
    var i = 0, j = 0
    while i < left.count && j < right.count {
        if left[i] <= right[j] { merged.append(left[i]); i += 1 } else { merged.append(right[j]); j += 1 }
    }
    merged += left[i...]
    merged += right[j...]
    return merged
}

func binarySearch<C: RandomAccessCollection>(_ items: C, for target: C.Element) -> C.Index? where C.Element: Comparable {
    var low = items.startIndex
    var high = items.endIndex
    while low < high {
        let mid = items.index(low, offsetBy: items.distance(from: low, to: high) / 2)
        if items[mid] == target { return mid }
        if items[mid] < target { low = items.index(after: mid) } else { high = mid }
    }
    return nil
}

func maxSubarray(_ numbers: [Int]) -> (sum: Int, range: ClosedRange<Int>) {
    var best = (sum: numbers[0], range: 0...0)
    var currentSum = numbers[0], currentStart = 0
    for i in 1..<numbers.count {
        if currentSum < 0 { currentSum = numbers[i]; currentStart = i } else { currentSum += numbers[i] }
        if currentSum > best.sum { best = (currentSum, currentStart...i) }
    }
    return best
}

let data = [38, 27, 43, 3, 9, 82, 10, 3, 55, -4]
let sorted = mergeSort(data[...])
print("Sorted: \(sorted)")
let window = sorted[3..<8]
print("Window: \(window) indices \(window.indices) first \(window.first!) at \(window.startIndex)")
print("Search 43 in window: \(binarySearch(window, for: 43) as Int?), 3 in full: \(binarySearch(sorted, for: 3) as Int?)")
print("Search 100: \(binarySearch(sorted, for: 100) as Int?)")
for (offset, value) in window.enumerated() where offset < 2 {
    print("  offset \(offset) is value \(value), real index \(window.index(window.startIndex, offsetBy: offset))")
}

let flows = [-2, 1, -3, 4, -1, 2, 1, -5, 4]
let best = maxSubarray(flows)
print("Max subarray sum \(best.sum) over \(best.range): \(flows[best.range])")

var parts = [7, 2, 9, 4, 1, 8, 3, 6]
let pivotIndex = parts.partition { $0 > 5 }
print("Partition index \(pivotIndex): low \(parts[..<pivotIndex].sorted()) high \(parts[pivotIndex...].sorted())")

let readings = [3, 4, 0, 7, 0, 0, 5, 1, 2, 0]
let runs = readings.split(separator: 0)
print("Runs: \(runs), sums \(runs.map { $0.reduce(0, +) })")
print("Raw split count: \(readings.split(separator: 0, omittingEmptySubsequences: false).count)")
var trimmed = readings.drop(while: { $0 != 0 }).dropFirst()
trimmed.removeLast()
print("Trimmed: \(trimmed) starts at \(trimmed.startIndex), prefix while nonzero: \(readings.prefix(while: { $0 > 0 }))")
// expect: Sorted: [-4, 3, 3, 9, 10, 27, 38, 43, 55, 82]
// expect: Window: [9, 10, 27, 38, 43] indices 3..<8 first 9 at 3
// expect: Search 43 in window: Optional(7), 3 in full: Optional(2)
// expect: Search 100: nil
// expect:   offset 0 is value 9, real index 3
// expect:   offset 1 is value 10, real index 4
// expect: Max subarray sum 6 over 3...6: [4, -1, 2, 1]
// expect: Partition index 4: low [1, 2, 3, 4] high [6, 7, 8, 9]
// expect: Runs: [ArraySlice([3, 4]), ArraySlice([7]), ArraySlice([5, 1, 2])], sums [7, 7, 8]
// expect: Raw split count: 5
// expect: Trimmed: [7, 0, 0, 5, 1, 2] starts at 3, prefix while nonzero: [3, 4]
