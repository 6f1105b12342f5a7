// Advanced Swift style (binary search): lower bound and insertion point on sorted RandomAccessCollections
extension RandomAccessCollection where Element: Comparable {
    func insertionPoint(for value: Element) -> Index {
        var low = startIndex
        var high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] < value {
                low = index(after: mid)
            } else {
                high = mid
            }
        }
        return low
    }

    func binarySearch(for value: Element) -> Index? {
        let i = insertionPoint(for: value)
        return i != endIndex && self[i] == value ? i : nil
    }

    func sortedContains(_ value: Element) -> Bool {
        binarySearch(for: value) != nil
    }
}

extension Array where Element: Comparable {
    mutating func insertSorted(_ value: Element) {
        insert(value, at: insertionPoint(for: value))
    }
}

let sorted = [1, 3, 3, 5, 8, 13, 21]
for probe in [0, 3, 4, 21, 30] {
    print(probe, sorted.insertionPoint(for: probe), sorted.binarySearch(for: probe) as Any)
}

var list: [String] = []
for word in ["pear", "apple", "fig", "kiwi", "banana"] {
    list.insertSorted(word)
}
print(list)
print(list.sortedContains("fig"), list.sortedContains("grape"))

let r = 10..<50
print(r.insertionPoint(for: 25), r.binarySearch(for: 60) as Any)

let slice = sorted[2...5]
print(slice.insertionPoint(for: 6), slice.binarySearch(for: 5) as Any)

let fromSet = Set([40, 10, 30, 20]).sorted()
print(fromSet, fromSet.insertionPoint(for: 25))

// expect: 0 0 nil
// expect: 3 1 Optional(1)
// expect: 4 3 nil
// expect: 21 6 Optional(6)
// expect: 30 7 nil
// expect: ["apple", "banana", "fig", "kiwi", "pear"]
// expect: true false
// expect: 25 nil
// expect: 4 Optional(3)
// expect: [10, 20, 30, 40] 2
