// App code style: insertion, selection and bubble sort variants with swap counting via inout
func insertionSort(_ a: inout [Int]) -> Int {
    var shifts = 0
    for i in 1..<a.count {
        let key = a[i]
        var j = i - 1
        while j >= 0 && a[j] > key {
            a[j + 1] = a[j]
            j -= 1
            shifts += 1
        }
        a[j + 1] = key
    }
    return shifts
}

func selectionSort(_ a: inout [Int]) -> Int {
    var swaps = 0
    for i in 0..<a.count {
        var m = i
        for j in (i + 1)..<a.count where a[j] < a[m] { m = j }
        if m != i { a.swapAt(i, m); swaps += 1 }
    }
    return swaps
}

func bubbleSort(_ a: inout [Int], by less: (Int, Int) -> Bool) -> (passes: Int, swaps: Int) {
    var passes = 0, swaps = 0
    var swapped = true
    while swapped {
        swapped = false
        passes += 1
        for i in 0..<(a.count - 1) where less(a[i + 1], a[i]) {
            a.swapAt(i, i + 1)
            swaps += 1
            swapped = true
        }
    }
    return (passes, swaps)
}

let data = [29, 3, 71, 14, 8, 55, 3, 42]
var a = data, b = data, c = data
print("insertion shifts: \(insertionSort(&a)) -> \(a)")
print("selection swaps: \(selectionSort(&b)) -> \(b)")
let r = bubbleSort(&c, by: >)
print("bubble desc passes=\(r.passes) swaps=\(r.swaps) -> \(c)")
print("sorted agree: \(a == b && a == c.reversed())")
var empty: [Int] = [1]
print("single: \(insertionSort(&empty)) \(empty)")
// expect: insertion shifts: 14 -> [3, 3, 8, 14, 29, 42, 55, 71]
// expect: selection swaps: 6 -> [3, 3, 8, 14, 29, 42, 55, 71]
// expect: bubble desc passes=6 swaps=13 -> [71, 55, 42, 29, 14, 8, 3, 3]
// expect: sorted agree: true
// expect: single: 0 [1]
