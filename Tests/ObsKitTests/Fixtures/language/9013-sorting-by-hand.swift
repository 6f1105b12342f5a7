// Hand-written sorting algorithms: bubble, insertion, selection, merge, quick, counting
// expected output: swiftc 6.3.1 (Linux), run on this machine
func bubbleSort<T: Comparable>(_ a: [T]) -> [T] {
    var a = a
    var swapped = true
    var pass = 0
    while swapped {
        swapped = false
        for i in 0..<max(0, a.count - 1 - pass) where a[i] > a[i + 1] {
            a.swapAt(i, i + 1)
            swapped = true
        }
        pass += 1
    }
    return a
}

func insertionSort<T>(_ a: [T], by less: (T, T) -> Bool) -> [T] {
    var a = a
    for i in a.indices.dropFirst() {
        var j = i
        let item = a[i]
        while j > 0 && less(item, a[j - 1]) {
            a[j] = a[j - 1]
            j -= 1
        }
        a[j] = item
    }
    return a
}

func selectionSort(_ a: inout [Int]) {
    for i in a.indices {
        if let m = a[i...].indices.min(by: { a[$0] < a[$1] }), m != i { a.swapAt(i, m) }
    }
}

func mergeSort<T: Comparable>(_ a: [T]) -> [T] {
    guard a.count > 1 else { return a }
    let mid = a.count / 2
    let l = mergeSort(Array(a[..<mid])), r = mergeSort(Array(a[mid...]))
    var out: [T] = []; out.reserveCapacity(a.count)
    var i = 0, j = 0
    while i < l.count && j < r.count {
        if l[i] <= r[j] { out.append(l[i]); i += 1 } else { out.append(r[j]); j += 1 }
    }
    return out + l[i...] + r[j...]
}

func quickSort<T: Comparable>(_ a: [T]) -> [T] {
    guard let pivot = a.first else { return a }
    let rest = a.dropFirst()
    return quickSort(rest.filter { $0 < pivot }) + [pivot] + quickSort(rest.filter { $0 >= pivot })
}

func countingSort(_ a: [Int], maxValue: Int) -> [Int] {
    var counts = [Int](repeating: 0, count: maxValue + 1)
    a.forEach { counts[$0] += 1 }
    return counts.enumerated().flatMap { Array(repeating: $0.offset, count: $0.element) }
}

let data = [38, 27, 43, 3, 9, 82, 10, 3]
print("bubble:   ", bubbleSort(data))
print("insertion:", insertionSort(data, by: >))
var sel = data; selectionSort(&sel)
print("selection:", sel)
print("merge:    ", mergeSort(data))
print("quick:    ", quickSort(data))
print("counting: ", countingSort(data, maxValue: 82) == data.sorted())
print(mergeSort(["pear", "Apple", "fig", "banana"]))
print(insertionSort(["pear", "Apple", "fig", "banana"]) { $0.count < $1.count })
// expect: bubble:    [3, 3, 9, 10, 27, 38, 43, 82]
// expect: insertion: [82, 43, 38, 27, 10, 9, 3, 3]
// expect: selection: [3, 3, 9, 10, 27, 38, 43, 82]
// expect: merge:     [3, 3, 9, 10, 27, 38, 43, 82]
// expect: quick:     [3, 3, 9, 10, 27, 38, 43, 82]
// expect: counting:  true
// expect: ["Apple", "banana", "fig", "pear"]
// expect: ["fig", "pear", "Apple", "banana"]
