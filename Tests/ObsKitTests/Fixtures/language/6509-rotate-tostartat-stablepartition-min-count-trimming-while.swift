// swift-algorithms style (mutating algorithms): rotate(toStartAt:), stablePartition(by:), min(count:), trimming(while:) as constrained Collection extensions with Self-typed results
extension MutableCollection where Self: BidirectionalCollection {
    mutating func reverse(subrange: Range<Index>) {
        var lo = subrange.lowerBound, hi = subrange.upperBound
        while lo != hi {
            formIndex(before: &hi)
            if lo == hi { break }
            swapAt(lo, hi)
            formIndex(after: &lo)
        }
    }

    @discardableResult
    mutating func rotate(toStartAt middle: Index) -> Index {
        let newStart = index(startIndex, offsetBy: distance(from: middle, to: endIndex))
        reverse(subrange: startIndex..<middle)
        reverse(subrange: middle..<endIndex)
        reverse(subrange: startIndex..<endIndex)
        return newStart
    }

    @discardableResult
    mutating func stablePartition(by belongsInSecond: (Element) -> Bool) -> Index {
        var firsts: [Element] = [], seconds: [Element] = []
        for e in self { if belongsInSecond(e) { seconds.append(e) } else { firsts.append(e) } }
        var i = startIndex
        for e in firsts + seconds { self[i] = e; formIndex(after: &i) }
        return index(startIndex, offsetBy: firsts.count)
    }
}

extension BidirectionalCollection {
    func trimming(while predicate: (Element) -> Bool) -> SubSequence {
        let start = firstIndex { !predicate($0) } ?? endIndex
        let rest = self[start...]
        let end = rest.lastIndex { !predicate($0) }.map(rest.index(after:)) ?? start
        return self[start..<end]
    }
}

extension Sequence where Element: Comparable {
    func min(count: Int) -> [Element] {
        var best: [Element] = []
        for e in self {
            let i = best.firstIndex { e < $0 } ?? best.endIndex
            if i < count { best.insert(e, at: i); if best.count > count { best.removeLast() } }
        }
        return best
    }
    func max(count: Int) -> [Element] { Array(min(count: count, by: >)) }
    private func min(count: Int, by less: (Element, Element) -> Bool) -> [Element] {
        Array(sorted(by: less).prefix(count))
    }
}

var numbers = Array(1...8)
let pivot = numbers.rotate(toStartAt: 3)
print(numbers, "old start now at", pivot, numbers[pivot])
var letters = Array("abcdef")
letters.rotate(toStartAt: letters.index(before: letters.endIndex))
print(String(letters))

var mixed = [5, 2, 8, 1, 9, 4, 7]
let split = mixed.stablePartition { $0.isMultiple(of: 2) }
print(mixed, split, Array(mixed[split...]))
var slice = numbers[2..<6]
slice.rotate(toStartAt: 4)
print(Array(slice), slice.startIndex)

print(String("  padded text\t ".trimming(while: \.isWhitespace)) + "|")
print(Array([0, 0, 1, 2, 0, 3, 0].trimming(while: { $0 == 0 })), [0, 0].trimming(while: { $0 == 0 }).isEmpty)
print([42, 7, 19, 3, 88, 3, 50].min(count: 3), [42, 7, 19, 3, 88].max(count: 2), [1].min(count: 0))

// expect: [4, 5, 6, 7, 8, 1, 2, 3] old start now at 5 1
// expect: fabcde
// expect: [5, 1, 9, 7, 2, 8, 4] 4 [2, 8, 4]
// expect: [8, 1, 6, 7] 2
// expect: padded text|
// expect: [1, 2, 0, 3] true
// expect: [3, 3, 7] [88, 42] []
