// Swift book style: top-down and bottom-up merge sort, generic over Comparable and a predicate
func merge<T>(_ left: ArraySlice<T>, _ right: ArraySlice<T>, by less: (T, T) -> Bool) -> [T] {
    var result: [T] = []
    result.reserveCapacity(left.count + right.count)
    var i = left.startIndex, j = right.startIndex
    while i < left.endIndex && j < right.endIndex {
        if less(right[j], left[i]) {
            result.append(right[j]); j += 1
        } else {
            result.append(left[i]); i += 1
        }
    }
    result.append(contentsOf: left[i...])
    result.append(contentsOf: right[j...])
    return result
}

func mergeSort<T>(_ a: ArraySlice<T>, by less: (T, T) -> Bool) -> [T] {
    guard a.count > 1 else { return Array(a) }
    let mid = a.startIndex + a.count / 2
    let left = mergeSort(a[..<mid], by: less)
    let right = mergeSort(a[mid...], by: less)
    return merge(left[...], right[...], by: less)
}

func mergeSort<T: Comparable>(_ a: [T]) -> [T] {
    mergeSort(a[...], by: <)
}

func bottomUpMergeSort<T: Comparable>(_ input: [T]) -> [T] {
    var a = input
    var width = 1
    while width < a.count {
        var next: [T] = []
        var start = 0
        while start < a.count {
            let mid = min(start + width, a.count)
            let end = min(start + 2 * width, a.count)
            next += merge(a[start..<mid], a[mid..<end], by: <)
            start += 2 * width
        }
        a = next
        width *= 2
    }
    return a
}

// Count inversions while merging.
func countInversions(_ a: [Int]) -> (sorted: [Int], inversions: Int) {
    guard a.count > 1 else { return (a, 0) }
    let mid = a.count / 2
    let (l, li) = countInversions(Array(a[..<mid]))
    let (r, ri) = countInversions(Array(a[mid...]))
    var merged: [Int] = [], i = 0, j = 0, inv = li + ri
    while i < l.count && j < r.count {
        if l[i] <= r[j] { merged.append(l[i]); i += 1 }
        else { merged.append(r[j]); inv += l.count - i; j += 1 }
    }
    merged += l[i...] + r[j...]
    return (merged, inv)
}

struct Person { let name: String; let age: Int }

let numbers = [38, 27, 43, 3, 9, 82, 10, 3]
print(mergeSort(numbers))
print(bottomUpMergeSort(numbers))
print(mergeSort(["delta", "alpha", "charlie", "bravo"]))
print(mergeSort([Int]()), mergeSort([1]))
let people = [Person(name: "Ann", age: 30), Person(name: "Bob", age: 25),
              Person(name: "Cid", age: 30), Person(name: "Dee", age: 25), Person(name: "Eve", age: 22)]
let byAge = mergeSort(people[...]) { $0.age < $1.age }
print("stable by age:", byAge.map { "\($0.name):\($0.age)" }.joined(separator: " "))
let desc = mergeSort(numbers[...], by: >)
print("descending:", desc)
let inv = countInversions([2, 4, 1, 3, 5])
print("inversions:", inv.inversions, inv.sorted)
print("inversions reversed 1...6:", countInversions(Array((1...6).reversed())).inversions)
print(bottomUpMergeSort(Array("mergesort")).map(String.init).joined())

// expect: [3, 3, 9, 10, 27, 38, 43, 82]
// expect: [3, 3, 9, 10, 27, 38, 43, 82]
// expect: ["alpha", "bravo", "charlie", "delta"]
// expect: [] [1]
// expect: stable by age: Eve:22 Bob:25 Dee:25 Ann:30 Cid:30
// expect: descending: [82, 43, 38, 27, 10, 9, 3, 3]
// expect: inversions: 3 [1, 2, 3, 4, 5]
// expect: inversions reversed 1...6: 15
// expect: eegmorrst
