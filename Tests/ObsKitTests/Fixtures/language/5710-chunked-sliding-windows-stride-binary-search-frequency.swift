// Swift by Sundell style (collection algorithms): chunked, sliding windows with stride, binary search and frequency counts
extension Array {
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map {
            Array(self[$0..<Swift.min($0 + size, count)])
        }
    }

    func windows(of size: Int) -> [ArraySlice<Element>] {
        guard size <= count else { return [] }
        return stride(from: 0, through: count - size, by: 1).map { self[$0..<$0 + size] }
    }
}

extension RandomAccessCollection where Element: Comparable, Index == Int {
    func binarySearch(_ target: Element) -> Int? {
        var low = startIndex, high = endIndex - 1
        while low <= high {
            let mid = (low + high) / 2
            if self[mid] == target { return mid }
            if self[mid] < target { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }
}

extension Sequence where Element: Hashable {
    func frequencies() -> [(Element, Int)] {
        let counts = reduce(into: [:]) { $0[$1, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : "\($0.key)" < "\($1.key)" }
            .map { ($0.key, $0.value) }
    }
}

let numbers = Array(1...10)
print(numbers.chunked(into: 3))
print(numbers.windows(of: 4).map { $0.reduce(0, +) })
print([1, 2].windows(of: 3).count)

let sorted = [2, 3, 5, 7, 11, 13, 17, 19, 23]
for target in [2, 13, 23, 4] {
    print(target, sorted.binarySearch(target).map(String.init) ?? "missing")
}

let words = "the cat and the hat and the bat".split(separator: " ").map(String.init)
for (word, count) in words.frequencies() {
    print(word, count)
}
print(Array("mississippi").frequencies().map { "\($0.0)\($0.1)" }.joined())

// expect: [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]
// expect: [10, 14, 18, 22, 26, 30, 34]
// expect: 0
// expect: 2 0
// expect: 13 5
// expect: 23 8
// expect: 4 missing
// expect: the 3
// expect: and 2
// expect: bat 1
// expect: cat 1
// expect: hat 1
// expect: i4s4p2m1
