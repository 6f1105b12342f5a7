// Algorithm Club style (quicksort): Lomuto and Hoare partition schemes on inout slices of a generic array, plus a three-way "Dutch flag" partition
func lomutoPartition<T: Comparable>(_ a: inout [T], _ low: Int, _ high: Int) -> Int {
    let pivot = a[high]
    var i = low
    for j in low..<high where a[j] <= pivot {
        a.swapAt(i, j)
        i += 1
    }
    a.swapAt(i, high)
    return i
}

func quicksortLomuto<T: Comparable>(_ a: inout [T], _ low: Int, _ high: Int) {
    guard low < high else { return }
    let p = lomutoPartition(&a, low, high)
    quicksortLomuto(&a, low, p - 1)
    quicksortLomuto(&a, p + 1, high)
}

func hoarePartition<T: Comparable>(_ a: inout [T], _ low: Int, _ high: Int) -> Int {
    let pivot = a[low]
    var i = low - 1, j = high + 1
    while true {
        repeat { j -= 1 } while a[j] > pivot
        repeat { i += 1 } while a[i] < pivot
        if i < j { a.swapAt(i, j) } else { return j }
    }
}

func quicksortHoare<T: Comparable>(_ a: inout [T], _ low: Int, _ high: Int) {
    guard low < high else { return }
    let p = hoarePartition(&a, low, high)
    quicksortHoare(&a, low, p)
    quicksortHoare(&a, p + 1, high)
}

func dutchFlag<T: Comparable>(_ a: inout [T], pivot: T) -> (Int, Int) {
    var smaller = 0, equal = 0, larger = a.count
    while equal < larger {
        if a[equal] < pivot { a.swapAt(smaller, equal); smaller += 1; equal += 1 }
        else if a[equal] == pivot { equal += 1 }
        else { larger -= 1; a.swapAt(equal, larger) }
    }
    return (smaller, larger - 1)
}

var first = [10, 0, 3, 9, 2, 14, 8, 27, 1, 5, 8, -1, 26]
var copy = first
let p = lomutoPartition(&copy, 0, copy.count - 1)
print("lomuto pivot index", p, copy)
quicksortLomuto(&first, 0, first.count - 1)
print(first)

var second = [10, 0, 3, 9, 2, 14, 8, 27, 1, 5, 8, -1, 26]
let h = hoarePartition(&second, 0, second.count - 1)
print("hoare split", h, Array(second[...h]).allSatisfy { $0 <= 10 }, Array(second[(h + 1)...]).allSatisfy { $0 >= 10 })
quicksortHoare(&second, 0, second.count - 1)
print(second == first, second)

var words = ["kiwi", "apple", "mango", "fig", "banana"]
quicksortHoare(&words, 0, words.count - 1)
print(words)

var flags = [2, 0, 2, 1, 1, 0, 1, 2, 0]
print(dutchFlag(&flags, pivot: 1), flags)

// expect: lomuto pivot index 11 [10, 0, 3, 9, 2, 14, 8, 1, 5, 8, -1, 26, 27]
// expect: [-1, 0, 1, 2, 3, 5, 8, 8, 9, 10, 14, 26, 27]
// expect: hoare split 8 true true
// expect: true [-1, 0, 1, 2, 3, 5, 8, 8, 9, 10, 14, 26, 27]
// expect: ["apple", "banana", "fig", "kiwi", "mango"]
// expect: (3, 5) [0, 0, 0, 1, 1, 1, 2, 2, 2]
