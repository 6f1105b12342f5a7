// App code style: merge sort, quicksort and counting sort generics with custom comparators and key paths
func mergeSort<T>(_ a: [T], by less: (T, T) -> Bool) -> [T] {
    guard a.count > 1 else { return a }
    let mid = a.count / 2
    let l = mergeSort(Array(a[..<mid]), by: less), r = mergeSort(Array(a[mid...]), by: less)
    var out: [T] = []; out.reserveCapacity(a.count)
    var i = 0, j = 0
    while i < l.count && j < r.count {
        if less(r[j], l[i]) { out.append(r[j]); j += 1 } else { out.append(l[i]); i += 1 }
    }
    return out + l[i...] + r[j...]
}
func quickSort<T: Comparable>(_ a: inout [T], _ lo: Int, _ hi: Int) {
    guard lo < hi else { return }
    let pivot = a[hi]
    var i = lo
    for j in lo..<hi where a[j] < pivot { a.swapAt(i, j); i += 1 }
    a.swapAt(i, hi)
    quickSort(&a, lo, i - 1)
    quickSort(&a, i + 1, hi)
}
func countingSort(_ a: [Int]) -> [Int] {
    guard let lo = a.min(), let hi = a.max() else { return [] }
    var counts = [Int](repeating: 0, count: hi - lo + 1)
    for x in a { counts[x - lo] += 1 }
    return counts.enumerated().flatMap { Array(repeating: $0.offset + lo, count: $0.element) }
}
func sorted<T, V: Comparable>(_ a: [T], by kp: KeyPath<T, V>, descending: Bool = false) -> [T] {
    mergeSort(a) { descending ? $0[keyPath: kp] > $1[keyPath: kp] : $0[keyPath: kp] < $1[keyPath: kp] }
}

struct Person { let name: String; let age: Int }
let people = [Person(name: "Zed", age: 30), Person(name: "Amy", age: 25), Person(name: "Bob", age: 30), Person(name: "Cat", age: 25)]
print(sorted(people, by: \.age).map(\.name), "stable")
print(sorted(people, by: \.name, descending: true).map { "\($0.name)/\($0.age)" })
var nums = [38, 27, 43, 3, 9, 82, 10, 3, -4]
print(mergeSort(nums, by: <), mergeSort(nums) { abs($0 - 20) < abs($1 - 20) })
quickSort(&nums, 0, nums.count - 1)
print(nums, countingSort([5, -2, 3, 5, 0, -2, 5]), countingSort([]))
var letters = Array("quicksort")
quickSort(&letters, 0, letters.count - 1)
print(String(letters), mergeSort(["pear", "Fig", "apple", "Banana"]) { $0.lowercased() < $1.lowercased() })
// expect: ["Amy", "Cat", "Zed", "Bob"] stable
// expect: ["Zed/30", "Cat/25", "Bob/30", "Amy/25"]
// expect: [-4, 3, 3, 9, 10, 27, 38, 43, 82] [27, 10, 9, 3, 3, 38, 43, -4, 82]
// expect: [-4, 3, 3, 9, 10, 27, 38, 43, 82] [-2, -2, 0, 3, 5, 5, 5] []
// expect: cikoqrstu ["apple", "Banana", "Fig", "pear"]
