// Advanced Swift style (sorting algorithms): isSorted, a generic merge sort and merging two sorted collections
extension Sequence {
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        var iterator = makeIterator()
        guard var previous = iterator.next() else { return true }
        while let current = iterator.next() {
            if areInIncreasingOrder(current, previous) { return false }
            previous = current
        }
        return true
    }
}

extension Sequence where Element: Comparable {
    var isSorted: Bool { isSorted(by: <) }
}

func merged<A: Collection, B: Collection>(_ a: A, _ b: B) -> [A.Element]
where A.Element == B.Element, A.Element: Comparable {
    var result: [A.Element] = []
    result.reserveCapacity(a.count + b.count)
    var i = a.startIndex, j = b.startIndex
    while i != a.endIndex && j != b.endIndex {
        if b[j] < a[i] {
            result.append(b[j]); b.formIndex(after: &j)
        } else {
            result.append(a[i]); a.formIndex(after: &i)
        }
    }
    result.append(contentsOf: a[i...])
    result.append(contentsOf: b[j...])
    return result
}

extension Array where Element: Comparable {
    func mergeSorted() -> [Element] {
        guard count > 1 else { return self }
        let mid = count / 2
        return merged(Array(self[..<mid]).mergeSorted(), Array(self[mid...]).mergeSorted())
    }
}

let data = [38, 27, 43, 3, 9, 82, 10]
print(data.isSorted, data.mergeSorted(), data.mergeSorted().isSorted)
print(merged([1, 4, 9], 2...5))
print(merged("aceg", "bdf").map(String.init).joined())
print(["pear", "apple", "fig"].mergeSorted())
print([Int]().isSorted, [5].isSorted, (1...100).isSorted)
print(data.isSorted(by: >), [9, 7, 7, 1].isSorted(by: >))
print(Set([5, 3, 1]).sorted().isSorted, "abcz".isSorted, "abca".isSorted)
let scores = ["b": 2, "a": 9, "c": 4]
print(scores.values.sorted().isSorted, Array(scores.values).mergeSorted())

// expect: false [3, 9, 10, 27, 38, 43, 82] true
// expect: [1, 2, 3, 4, 4, 5, 9]
// expect: abcdefg
// expect: ["apple", "fig", "pear"]
// expect: true true true
// expect: false true
// expect: true true false
// expect: true [2, 4, 9]
