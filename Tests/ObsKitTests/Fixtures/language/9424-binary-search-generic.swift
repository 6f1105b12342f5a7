// generic binary search, insertion point, and classic sorting algorithms written by hand (expected output from swiftc 6.3.1 on Linux)
extension RandomAccessCollection where Element: Comparable {
    func binarySearch(_ target: Element) -> Index? {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] == target { return mid }
            if self[mid] < target { low = index(after: mid) } else { high = mid }
        }
        return nil
    }

    func insertionPoint(for value: Element) -> Index {
        var low = startIndex, high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] < value { low = index(after: mid) } else { high = mid }
        }
        return low
    }
}

func bubbleSort<T: Comparable>(_ input: [T]) -> (sorted: [T], swaps: Int) {
    var a = input, swaps = 0
    for pass in 0..<a.count {
        var swapped = false
        for j in 0..<(a.count - 1 - pass) where a[j] > a[j + 1] {
            a.swapAt(j, j + 1)
            swaps += 1
            swapped = true
        }
        if !swapped { break }
    }
    return (a, swaps)
}

func mergeSort<T: Comparable>(_ a: [T]) -> [T] {
    guard a.count > 1 else { return a }
    let mid = a.count / 2
    let left = mergeSort(Array(a[..<mid])), right = mergeSort(Array(a[mid...]))
    var merged: [T] = []
    var i = 0, j = 0
    while i < left.count && j < right.count {
        if left[i] <= right[j] { merged.append(left[i]); i += 1 } else { merged.append(right[j]); j += 1 }
    }
    return merged + left[i...] + right[j...]
}

func quickSort<T: Comparable>(_ a: [T]) -> [T] {
    guard let pivot = a.first else { return [] }
    let rest = a.dropFirst()
    return quickSort(rest.filter { $0 < pivot }) + [pivot] + quickSort(rest.filter { $0 >= pivot })
}

let data = [29, 3, 72, 15, 3, 88, 41, 0, 56]
let (bubbled, swaps) = bubbleSort(data)
print(bubbled, "swaps:", swaps)
print(mergeSort(data) == bubbled, quickSort(data) == bubbled)
print(mergeSort(["pear", "fig", "apple", "date"]))
for target in [41, 4, 0, 88] {
    print("find \(target):", bubbled.binarySearch(target).map(String.init) ?? "missing")
}
print("insert 50 at", bubbled.insertionPoint(for: 50), "insert 100 at", bubbled.insertionPoint(for: 100))
var list = [10, 20, 30]
list.insert(25, at: list.insertionPoint(for: 25))
print(list)
let slice = bubbled[2...6]
print(slice, slice.binarySearch(41) ?? -1)
// expect: [0, 3, 3, 15, 29, 41, 56, 72, 88] swaps: 17
// expect: true true
// expect: ["apple", "date", "fig", "pear"]
// expect: find 41: 5
// expect: find 4: missing
// expect: find 0: 0
// expect: find 88: 8
// expect: insert 50 at 6 insert 100 at 9
// expect: [10, 20, 25, 30]
// expect: [3, 15, 29, 41, 56] 5
