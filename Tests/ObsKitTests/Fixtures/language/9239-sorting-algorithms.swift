// sorting-algorithms
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct Stats { var comparisons = 0, swaps = 0 }

func bubbleSort<T: Comparable>(_ a: inout [T], _ s: inout Stats) {
    guard a.count > 1 else { return }
    for end in stride(from: a.count - 1, to: 0, by: -1) {
        var swapped = false
        for i in 0..<end {
            s.comparisons += 1
            if a[i] > a[i + 1] { a.swapAt(i, i + 1); s.swaps += 1; swapped = true }
        }
        if !swapped { break }
    }
}

func insertionSort<T: Comparable>(_ a: [T], by less: (T, T) -> Bool = (<)) -> [T] {
    var a = a
    for i in a.indices.dropFirst() {
        var j = i
        while j > 0 && less(a[j], a[j - 1]) { a.swapAt(j, j - 1); j -= 1 }
    }
    return a
}

func mergeSort<T: Comparable>(_ a: [T]) -> [T] {
    guard a.count > 1 else { return a }
    let mid = a.count / 2
    let l = mergeSort(Array(a[..<mid])), r = mergeSort(Array(a[mid...]))
    var out: [T] = [], i = 0, j = 0
    out.reserveCapacity(a.count)
    while i < l.count && j < r.count {
        if l[i] <= r[j] { out.append(l[i]); i += 1 } else { out.append(r[j]); j += 1 }
    }
    return out + l[i...] + r[j...]
}

func quickSort<T: Comparable>(_ a: [T]) -> [T] {
    guard let pivot = a.first else { return [] }
    let rest = a.dropFirst()
    return quickSort(rest.filter { $0 < pivot }) + [pivot] + quickSort(rest.filter { $0 >= pivot })
}

func countingSort(_ a: [Int], maxValue: Int) -> [Int] {
    var counts = [Int](repeating: 0, count: maxValue + 1)
    for x in a { counts[x] += 1 }
    return counts.enumerated().flatMap { Array(repeating: $0.offset, count: $0.element) }
}

var lcg: UInt32 = 12345
func nextNumber() -> Int { lcg = lcg &* 1103515245 &+ 12345; return Int((lcg >> 16) % 100) }
let data = (0..<20).map { _ in nextNumber() }
print("data:", data)

var b = data, st = Stats()
bubbleSort(&b, &st)
print("bubble:", b, st.comparisons, st.swaps)
var sortedAlready = b, st2 = Stats()
bubbleSort(&sortedAlready, &st2)
print("bubble on sorted:", st2.comparisons, st2.swaps)
print("insertion desc:", insertionSort(data, by: >))
print("merge ok:", mergeSort(data) == data.sorted(), "quick ok:", quickSort(data) == b)
print("counting:", countingSort(data, maxValue: 99) == b)
let words = ["pear", "Fig", "apple", "date", "Cherry", "banana"]
print(mergeSort(words), quickSort(words.map { $0.lowercased() }))
print(insertionSort(words) { ($0.count, $0) < ($1.count, $1) })
struct Runner { let name: String; let time: Double }
let race = [Runner(name: "Ito", time: 12.4), Runner(name: "Abe", time: 11.9), Runner(name: "Kaz", time: 12.1)]
print(insertionSort(race.map(\.time)), race.sorted { $0.time < $1.time }.map(\.name))
print("median:", b[b.count / 2], "dupes:", data.count - Set(data).count, "range:", b.first!, "...", b.last!)
print(mergeSort([Int]()), quickSort([7]), insertionSort([2, 1]))

// expect: data: [36, 56, 85, 98, 95, 45, 9, 90, 10, 29, 52, 27, 58, 87, 75, 68, 1, 80, 61, 64]
// expect: bubble: [1, 9, 10, 27, 29, 36, 45, 52, 56, 58, 61, 64, 68, 75, 80, 85, 87, 90, 95, 98] 187 96
// expect: bubble on sorted: 19 0
// expect: insertion desc: [98, 95, 90, 87, 85, 80, 75, 68, 64, 61, 58, 56, 52, 45, 36, 29, 27, 10, 9, 1]
// expect: merge ok: true quick ok: true
// expect: counting: true
// expect: ["Cherry", "Fig", "apple", "banana", "date", "pear"] ["apple", "banana", "cherry", "date", "fig", "pear"]
// expect: ["Fig", "date", "pear", "apple", "Cherry", "banana"]
// expect: [11.9, 12.1, 12.4] ["Abe", "Kaz", "Ito"]
// expect: median: 61 dupes: 0 range: 1 ... 98
// expect: [] [7] [1, 2]
