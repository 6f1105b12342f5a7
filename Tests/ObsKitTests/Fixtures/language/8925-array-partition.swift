// Apple docs style (MutableCollection.partition(by:) / swapAt): reordering elements in place
var numbers = [30, 40, 20, 30, 30, 60, 10]
let p = numbers.partition(by: { $0 > 30 })
let first = numbers[..<p]
let second = numbers[p...]
print(p)
print(first.sorted(), second.sorted())
print(first.allSatisfy { $0 <= 30 }, second.allSatisfy { $0 > 30 })

// swapAt exchanges two positions
var letters = ["a", "b", "c", "d"]
letters.swapAt(0, 3)
print(letters)
letters.swapAt(1, 1)
print(letters)

// A hand-written reverse using swapAt
func reverseInPlace<T>(_ a: inout [T]) {
    var i = 0
    var j = a.count - 1
    while i < j {
        a.swapAt(i, j)
        i += 1
        j -= 1
    }
}
var digits = Array(1...7)
reverseInPlace(&digits)
print(digits)

// Quick select-style partition step with swapAt
func lomutoPartition(_ a: inout [Int], _ low: Int, _ high: Int) -> Int {
    let pivot = a[high]
    var i = low
    for j in low..<high where a[j] < pivot {
        a.swapAt(i, j)
        i += 1
    }
    a.swapAt(i, high)
    return i
}
func quickSort(_ a: inout [Int], _ low: Int, _ high: Int) {
    guard low < high else { return }
    let p = lomutoPartition(&a, low, high)
    quickSort(&a, low, p - 1)
    quickSort(&a, p + 1, high)
}
var values = [9, 4, 7, 1, 8, 2, 2, 6]
quickSort(&values, 0, values.count - 1)
print(values)

// Partition evens from odds and count them
var mixed = Array(1...12)
let split = mixed.partition(by: { $0 % 2 == 1 })
print("evens:", mixed[..<split].count, "odds:", mixed[split...].count)
print(mixed[..<split].sorted(), mixed[split...].sorted())

// reverse() and sort() as in-place siblings
var words = ["pear", "fig", "apple"]
words.sort()
print(words)
words.reverse()
print(words)

// expect: 5
// expect: [10, 20, 30, 30, 30] [40, 60]
// expect: true true
// expect: ["d", "b", "c", "a"]
// expect: ["d", "b", "c", "a"]
// expect: [7, 6, 5, 4, 3, 2, 1]
// expect: [1, 2, 2, 4, 6, 7, 8, 9]
// expect: evens: 6 odds: 6
// expect: [2, 4, 6, 8, 10, 12] [1, 3, 5, 7, 9, 11]
// expect: ["apple", "fig", "pear"]
// expect: ["pear", "fig", "apple"]
