// Compiler test style: quicksort variants (Lomuto, Hoare, three-way) and quickselect
func quicksortFunctional<T: Comparable>(_ a: [T]) -> [T] {
    guard let pivot = a.first else { return [] }
    let rest = a.dropFirst()
    return quicksortFunctional(rest.filter { $0 < pivot }) + [pivot] + quicksortFunctional(rest.filter { $0 >= pivot })
}

func partitionLomuto<T: Comparable>(_ a: inout [T], _ low: Int, _ high: Int) -> Int {
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
    if low < high {
        let p = partitionLomuto(&a, low, high)
        quicksortLomuto(&a, low, p - 1)
        quicksortLomuto(&a, p + 1, high)
    }
}

func partitionHoare<T: Comparable>(_ a: inout [T], _ low: Int, _ high: Int) -> Int {
    let pivot = a[low + (high - low) / 2]
    var i = low - 1, j = high + 1
    while true {
        repeat { i += 1 } while a[i] < pivot
        repeat { j -= 1 } while a[j] > pivot
        if i >= j { return j }
        a.swapAt(i, j)
    }
}

func quicksortHoare<T: Comparable>(_ a: inout [T], _ low: Int, _ high: Int) {
    guard low < high else { return }
    let p = partitionHoare(&a, low, high)
    quicksortHoare(&a, low, p)
    quicksortHoare(&a, p + 1, high)
}

// Dutch national flag partition.
func quicksort3<T: Comparable>(_ a: inout [T], _ low: Int, _ high: Int) {
    guard low < high else { return }
    let pivot = a[low]
    var lt = low, gt = high, i = low
    while i <= gt {
        if a[i] < pivot { a.swapAt(lt, i); lt += 1; i += 1 }
        else if a[i] > pivot { a.swapAt(i, gt); gt -= 1 }
        else { i += 1 }
    }
    quicksort3(&a, low, lt - 1)
    quicksort3(&a, gt + 1, high)
}

func quickselect(_ input: [Int], k: Int) -> Int {
    var a = input
    var low = 0, high = a.count - 1
    while true {
        let p = partitionLomuto(&a, low, high)
        if p == k { return a[p] }
        if p < k { low = p + 1 } else { high = p - 1 }
    }
}

extension Array where Element: Comparable {
    mutating func quickSort() {
        quicksortHoare(&self, 0, count - 1)
    }
}

let data = [10, 80, 30, 90, 40, 50, 70, 30, 10]
print("functional:", quicksortFunctional(data))
var l = data
quicksortLomuto(&l, 0, l.count - 1)
print("lomuto:", l)
var h = data
quicksortHoare(&h, 0, h.count - 1)
print("hoare:", h)
var t = [2, 0, 2, 1, 1, 0, 2, 0]
quicksort3(&t, 0, t.count - 1)
print("3-way:", t)
var words = ["pear", "Apple", "fig", "banana", "apple"]
words.quickSort()
print("words:", words)
print("median:", quickselect(data, k: data.count / 2), "min:", quickselect(data, k: 0), "max:", quickselect(data, k: data.count - 1))
var one = [42]
one.quickSort()
var none: [Double] = []
none.quickSort()
print(one, none)
var doubles = [3.5, -1.25, 2.0, 0.0, -7.5]
quicksort3(&doubles, 0, doubles.count - 1)
print(doubles)
print(quicksortFunctional(Array("quicksort")).map { String($0) }.joined())

// expect: functional: [10, 10, 30, 30, 40, 50, 70, 80, 90]
// expect: lomuto: [10, 10, 30, 30, 40, 50, 70, 80, 90]
// expect: hoare: [10, 10, 30, 30, 40, 50, 70, 80, 90]
// expect: 3-way: [0, 0, 0, 1, 1, 2, 2, 2]
// expect: words: ["Apple", "apple", "banana", "fig", "pear"]
// expect: median: 40 min: 10 max: 90
// expect: [42] []
// expect: [-7.5, -1.25, 0.0, 2.0, 3.5]
// expect: cikoqrstu
