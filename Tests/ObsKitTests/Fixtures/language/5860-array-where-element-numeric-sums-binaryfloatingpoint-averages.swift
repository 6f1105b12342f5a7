// Swift by Sundell style (constrained extensions): Array where Element: Numeric sums, BinaryFloatingPoint averages and a safe subscript
extension Sequence where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
    func product() -> Element { reduce(1, *) }
}

extension Collection where Element: BinaryFloatingPoint {
    var average: Element? { isEmpty ? nil : reduce(0, +) / Element(count) }
    var variance: Element? {
        guard let mean = average, count > 1 else { return nil }
        return map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Element(count - 1)
    }
}

extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }

    func chunked(into size: Int) -> [SubSequence] {
        var chunks: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            chunks.append(self[start..<end])
            start = end
        }
        return chunks
    }
}

extension Array where Element: Equatable {
    func removingDuplicates() -> [Element] {
        var seen: [Element] = []
        for item in self where !seen.contains(item) { seen.append(item) }
        return seen
    }
}

extension Array where Element == Int {
    var runningTotals: [Int] { reduce(into: []) { $0.append(($0.last ?? 0) + $1) } }
}

let ints = [3, 1, 4, 1, 5, 9, 2, 6]
let doubles: [Double] = [2.5, 3.5, 4.0, 6.0]
let floats: [Float] = [1, 2, 3, 4]
print(ints.sum(), ints.product(), doubles.sum(), (1...5).product())
print(doubles.average ?? 0, doubles.variance ?? 0, floats.average ?? 0, [Double]().average as Any)
print(ints[safe: 2] as Any, ints[safe: 8] as Any, ints[safe: -1] as Any)
print("swift"[safe: "swift".startIndex] ?? "?", [String: Int]()[safe: [String: Int]().startIndex] == nil)
print(ints.chunked(into: 3).map(Array.init), "abcdefg".chunked(into: 2))
print(ints.removingDuplicates(), ["b", "a", "b", "c", "a"].removingDuplicates())
print(ints.runningTotals, [Int]().runningTotals)
let matrixRows = [[1, 2], [3, 4, 5], []]
print(matrixRows.map { $0.sum() }, matrixRows[safe: 1]?[safe: 2] ?? -1, matrixRows[safe: 3]?.first as Any)

// expect: 31 6480 16.0 120
// expect: 4.0 2.1666666666666665 2.5 nil
// expect: Optional(4) nil nil
// expect: s true
// expect: [[3, 1, 4], [1, 5, 9], [2, 6]] ["ab", "cd", "ef", "g"]
// expect: [3, 1, 4, 5, 9, 2, 6] ["b", "a", "c"]
// expect: [3, 4, 8, 9, 14, 23, 25, 31] []
// expect: [3, 12, 0] 5 nil
