// Apple book style (sorting algorithms): generic quicksort and mergesort over Comparable and a custom comparator, checked against sorted()
func quicksort<T: Comparable>(_ items: [T]) -> [T] {
    guard items.count > 1 else { return items }
    let pivot = items[items.count / 2]
    let less = items.filter { $0 < pivot }
    let equal = items.filter { $0 == pivot }
    let greater = items.filter { $0 > pivot }
    return quicksort(less) + equal + quicksort(greater)
}

func quicksortInPlace<T: Comparable>(_ a: inout [T], _ low: Int, _ high: Int) {
    guard low < high else { return }
    let pivot = a[high]
    var i = low
    for j in low..<high where a[j] <= pivot {
        a.swapAt(i, j)
        i += 1
    }
    a.swapAt(i, high)
    quicksortInPlace(&a, low, i - 1)
    quicksortInPlace(&a, i + 1, high)
}

func mergeSort<T>(_ items: [T], by areInOrder: (T, T) -> Bool) -> [T] {
    guard items.count > 1 else { return items }
    let middle = items.count / 2
    let left = mergeSort(Array(items[..<middle]), by: areInOrder)
    let right = mergeSort(Array(items[middle...]), by: areInOrder)
    var result: [T] = []
    result.reserveCapacity(items.count)
    var l = 0, r = 0
    while l < left.count && r < right.count {
        if areInOrder(right[r], left[l]) {
            result.append(right[r]); r += 1
        } else {
            result.append(left[l]); l += 1
        }
    }
    result += left[l...]
    result += right[r...]
    return result
}

func mergeSort<T: Comparable>(_ items: [T]) -> [T] { mergeSort(items, by: <) }

let numbers = [38, 27, 43, 3, 9, 82, 10, 3, -5, 27]
print(quicksort(numbers))
var copy = numbers
quicksortInPlace(&copy, 0, copy.count - 1)
print(copy, copy == numbers.sorted())
print(mergeSort(numbers))
print(quicksort(["pear", "apple", "fig", "banana"]), mergeSort(["b", "a", "c"]))

struct Runner { let name: String; let time: Int }
let runners = [Runner(name: "Ivy", time: 52), Runner(name: "Jo", time: 48), Runner(name: "Kai", time: 52),
               Runner(name: "Lu", time: 48), Runner(name: "Mo", time: 50)]
let stable = mergeSort(runners) { $0.time < $1.time }
print(stable.map { "\($0.name):\($0.time)" })
print(mergeSort(runners) { $0.time > $1.time }.map(\.name))
print(quicksort([3.5, -1.25, 2.0, 0.0]), quicksort([Character]("swift")).map(String.init).joined())
print(mergeSort([Int]()), quicksort([1]))

// expect: [-5, 3, 3, 9, 10, 27, 27, 38, 43, 82]
// expect: [-5, 3, 3, 9, 10, 27, 27, 38, 43, 82] true
// expect: [-5, 3, 3, 9, 10, 27, 27, 38, 43, 82]
// expect: ["apple", "banana", "fig", "pear"] ["a", "b", "c"]
// expect: ["Jo:48", "Lu:48", "Mo:50", "Ivy:52", "Kai:52"]
// expect: ["Ivy", "Kai", "Mo", "Jo", "Lu"]
// expect: [-1.25, 0.0, 2.0, 3.5] fistw
// expect: [] [1]
