// Rosetta Code style (Sorting algorithms): hand-written generic sorts over MutableCollection and Comparable
extension MutableCollection where Self: RandomAccessCollection, Element: Comparable {
    mutating func insertionSort() {
        guard count > 1 else { return }
        var i = index(after: startIndex)
        while i != endIndex {
            var j = i
            while j != startIndex {
                let prev = index(before: j)
                if self[prev] <= self[j] { break }
                swapAt(prev, j)
                j = prev
            }
            formIndex(after: &i)
        }
    }

    mutating func quickSort() { quickSort(startIndex, index(before: endIndex)) }

    private mutating func quickSort(_ lo: Index, _ hi: Index) {
        guard distance(from: lo, to: hi) > 0 else { return }
        let pivot = self[hi]
        var store = lo
        var i = lo
        while i != hi {
            if self[i] < pivot { swapAt(i, store); formIndex(after: &store) }
            formIndex(after: &i)
        }
        swapAt(store, hi)
        if store != lo { quickSort(lo, index(before: store)) }
        if store != hi { quickSort(index(after: store), hi) }
    }
}

func mergeSort<T: Comparable>(_ a: [T]) -> [T] {
    guard a.count > 1 else { return a }
    let mid = a.count / 2
    let l = mergeSort(Array(a[..<mid])), r = mergeSort(Array(a[mid...]))
    var out: [T] = []
    out.reserveCapacity(a.count)
    var i = 0, j = 0
    while i < l.count && j < r.count {
        if l[i] <= r[j] { out.append(l[i]); i += 1 } else { out.append(r[j]); j += 1 }
    }
    out += l[i...]
    out += r[j...]
    return out
}

func heapSort<T: Comparable>(_ input: [T]) -> [T] {
    var a = input
    func siftDown(_ start: Int, _ end: Int) {
        var root = start
        while 2 * root + 1 <= end {
            var child = 2 * root + 1
            if child + 1 <= end && a[child] < a[child + 1] { child += 1 }
            if a[root] < a[child] { a.swapAt(root, child); root = child } else { return }
        }
    }
    guard a.count > 1 else { return a }
    for start in stride(from: (a.count - 2) / 2, through: 0, by: -1) { siftDown(start, a.count - 1) }
    for end in stride(from: a.count - 1, to: 0, by: -1) {
        a.swapAt(0, end)
        siftDown(0, end - 1)
    }
    return a
}

let data = [31, 41, 59, 26, 53, 58, 97, 93, 23, 84, -5, 0, 41]
var ins = data; ins.insertionSort()
var qs = data; qs.quickSort()
print("insertion:", ins)
print("quick:    ", qs)
print("merge:    ", mergeSort(data))
print("heap:     ", heapSort(data))
print(ins == qs && qs == mergeSort(data) && mergeSort(data) == heapSort(data) && qs == data.sorted())
var words = ["pear", "fig", "apple", "kiwi", "banana"]
words.quickSort()
print(words)
var slice = data[3..<9]
slice.insertionSort()
print(Array(slice), slice.startIndex)
var chars = Array("swiftlang")
chars.quickSort()
print(String(chars))
print(mergeSort([Double]()), heapSort([1.5]), mergeSort(["b", "a"]))

// expect: insertion: [-5, 0, 23, 26, 31, 41, 41, 53, 58, 59, 84, 93, 97]
// expect: quick:     [-5, 0, 23, 26, 31, 41, 41, 53, 58, 59, 84, 93, 97]
// expect: merge:     [-5, 0, 23, 26, 31, 41, 41, 53, 58, 59, 84, 93, 97]
// expect: heap:      [-5, 0, 23, 26, 31, 41, 41, 53, 58, 59, 84, 93, 97]
// expect: true
// expect: ["apple", "banana", "fig", "kiwi", "pear"]
// expect: [23, 26, 53, 58, 93, 97] 3
// expect: afgilnstw
// expect: [] [1.5] ["a", "b"]
