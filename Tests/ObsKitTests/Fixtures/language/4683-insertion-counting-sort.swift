// App code style: hand-written insertion, selection, bubble and counting sorts with step counters
struct SortStats: CustomStringConvertible {
    var comparisons = 0
    var swaps = 0
    var description: String { "cmp=\(comparisons) swp=\(swaps)" }
}

func insertionSort<T: Comparable>(_ input: [T], stats: inout SortStats) -> [T] {
    var a = input
    for i in 1..<max(a.count, 1) {
        var j = i
        while j > 0 {
            stats.comparisons += 1
            guard a[j] < a[j - 1] else { break }
            a.swapAt(j, j - 1)
            stats.swaps += 1
            j -= 1
        }
    }
    return a
}

func selectionSort<T: Comparable>(_ input: [T], stats: inout SortStats) -> [T] {
    var a = input
    guard a.count > 1 else { return a }
    for i in 0..<(a.count - 1) {
        var lowest = i
        for j in (i + 1)..<a.count {
            stats.comparisons += 1
            if a[j] < a[lowest] { lowest = j }
        }
        if lowest != i {
            a.swapAt(i, lowest)
            stats.swaps += 1
        }
    }
    return a
}

func bubbleSort<T: Comparable>(_ input: [T], stats: inout SortStats) -> [T] {
    var a = input
    var end = a.count
    var swapped = true
    while swapped {
        swapped = false
        for i in stride(from: 1, to: end, by: 1) {
            stats.comparisons += 1
            if a[i - 1] > a[i] {
                a.swapAt(i - 1, i)
                stats.swaps += 1
                swapped = true
            }
        }
        end -= 1
    }
    return a
}

func countingSort(_ a: [Int]) -> [Int] {
    guard let lo = a.min(), let hi = a.max() else { return [] }
    var counts = [Int](repeating: 0, count: hi - lo + 1)
    for x in a { counts[x - lo] += 1 }
    var out: [Int] = []
    for (offset, c) in counts.enumerated() where c > 0 {
        out += Array(repeating: offset + lo, count: c)
    }
    return out
}

// Stable counting sort by key, as used for sorting records by a small integer.
func countingSort<T>(_ items: [T], key: (T) -> Int, range: Int) -> [T] {
    var counts = [Int](repeating: 0, count: range + 1)
    for item in items { counts[key(item) + 1] += 1 }
    for i in 1..<counts.count { counts[i] += counts[i - 1] }
    var out = [T?](repeating: nil, count: items.count)
    for item in items {
        out[counts[key(item)]] = item
        counts[key(item)] += 1
    }
    return out.compactMap { $0 }
}

let sample = [5, 2, 9, 1, 5, 6, 3]
var s1 = SortStats(), s2 = SortStats(), s3 = SortStats()
print("insertion:", insertionSort(sample, stats: &s1), s1)
print("selection:", selectionSort(sample, stats: &s2), s2)
print("bubble:   ", bubbleSort(sample, stats: &s3), s3)
var sorted = SortStats()
_ = insertionSort(Array(1...8), stats: &sorted)
print("already sorted:", sorted)
var rev = SortStats()
_ = insertionSort(Array((1...8).reversed()), stats: &rev)
print("reversed:", rev)
var e = SortStats()
print("empty:", insertionSort([String](), stats: &e), e)
print("counting:", countingSort([4, -2, 7, 0, -2, 3, 4, 4]))
let grades = [("Zoe", 3), ("Al", 1), ("Mia", 3), ("Bo", 0), ("Cy", 1)]
let byGrade = countingSort(grades, key: { $0.1 }, range: 4)
print(byGrade.map { "\($0.0)=\($0.1)" }.joined(separator: " "))
var cs = SortStats()
print(String(insertionSort(Array("insertion"), stats: &cs)), cs)

// expect: insertion: [1, 2, 3, 5, 5, 6, 9] cmp=14 swp=10
// expect: selection: [1, 2, 3, 5, 5, 6, 9] cmp=21 swp=2
// expect: bubble:    [1, 2, 3, 5, 5, 6, 9] cmp=20 swp=10
// expect: already sorted: cmp=7 swp=0
// expect: reversed: cmp=28 swp=28
// expect: empty: [] cmp=0 swp=0
// expect: counting: [-2, -2, 0, 3, 4, 4, 4, 7]
// expect: Bo=0 Al=1 Cy=1 Zoe=3 Mia=3
// expect: eiinnorst cmp=22 swp=15
