// Algorithm Club style (heap sort and counting sort): in-place heap sort with a sift-down helper, counting sort for small ranges, and LSD radix sort
func siftDown<T>(_ a: inout [T], _ start: Int, _ end: Int, _ less: (T, T) -> Bool) {
    var root = start
    while 2 * root + 1 < end {
        var child = 2 * root + 1
        if child + 1 < end && less(a[child], a[child + 1]) { child += 1 }
        guard less(a[root], a[child]) else { return }
        a.swapAt(root, child)
        root = child
    }
}

func heapSort<T>(_ a: inout [T], by less: (T, T) -> Bool) {
    for i in stride(from: a.count / 2 - 1, through: 0, by: -1) { siftDown(&a, i, a.count, less) }
    for end in stride(from: a.count - 1, to: 0, by: -1) {
        a.swapAt(0, end)
        siftDown(&a, 0, end, less)
    }
}

func countingSort(_ a: [Int]) -> [Int] {
    guard let lo = a.min(), let hi = a.max() else { return [] }
    var counts = [Int](repeating: 0, count: hi - lo + 1)
    for x in a { counts[x - lo] += 1 }
    var out: [Int] = []
    for (offset, c) in counts.enumerated() where c > 0 {
        out.append(contentsOf: repeatElement(offset + lo, count: c))
    }
    return out
}

func radixSort(_ input: [UInt]) -> [UInt] {
    var a = input
    var place: UInt = 1
    let largest = a.max() ?? 0
    var passes = 0
    while largest / place > 0 {
        var buckets = [[UInt]](repeating: [], count: 10)
        for x in a { buckets[Int((x / place) % 10)].append(x) }
        a = buckets.flatMap { $0 }
        place *= 10
        passes += 1
    }
    print("radix passes:", passes)
    return a
}

var values = [12, 11, 13, 5, 6, 7, 42, -3, 0]
heapSort(&values, by: <)
print(values)
var reversedWords = ["delta", "alpha", "echo", "bravo", "charlie"]
heapSort(&reversedWords, by: >)
print(reversedWords)
print(countingSort([4, -2, 2, 8, 3, 3, 1, -2]))
print(radixSort([170, 45, 75, 90, 802, 24, 2, 66]))
var empty: [Int] = []
heapSort(&empty, by: <)
print(empty, countingSort([]), radixSort([]))

// expect: [-3, 0, 5, 6, 7, 11, 12, 13, 42]
// expect: ["echo", "delta", "charlie", "bravo", "alpha"]
// expect: [-2, -2, 1, 2, 3, 3, 4, 8]
// expect: radix passes: 3
// expect: [2, 24, 45, 66, 75, 90, 170, 802]
// expect: radix passes: 0
// expect: [] [] []
