// Blog style (sequence adapters): chunked(into:) and windows(ofCount:) as generic Collection extensions
extension Collection {
    func chunked(into size: Int) -> [SubSequence] {
        precondition(size > 0)
        var result: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            result.append(self[start..<end])
            start = end
        }
        return result
    }

    func windows(ofCount n: Int) -> [SubSequence] {
        guard n > 0, count >= n else { return [] }
        var result: [SubSequence] = []
        var lo = startIndex
        var hi = index(startIndex, offsetBy: n)
        while true {
            result.append(self[lo..<hi])
            if hi == endIndex { break }
            formIndex(after: &lo)
            formIndex(after: &hi)
        }
        return result
    }
}

extension Collection where Element: AdditiveArithmetic {
    func movingSums(_ n: Int) -> [Element] {
        windows(ofCount: n).map { $0.reduce(.zero, +) }
    }
}

extension Sequence where Element: Equatable {
    func chunkedByRuns() -> [[Element]] {
        var out: [[Element]] = []
        for e in self {
            if let last = out.last?.last, last == e { out[out.count - 1].append(e) } else { out.append([e]) }
        }
        return out
    }
}

let numbers = Array(1...10)
print(numbers.chunked(into: 3).map(Array.init))
print(numbers.chunked(into: 5).map { $0.reduce(0, +) })
print(numbers.windows(ofCount: 4).count)
print(numbers.windows(ofCount: 3).prefix(3).map(Array.init))
print(numbers.movingSums(3))
print([1.5, 2.5, 3.0].movingSums(2))

let word = "mississippi"
print(word.chunked(into: 4).map(String.init))
print(word.windows(ofCount: 2).map(String.init).filter { $0.first == $0.last })
print(word.chunkedByRuns().map { String($0) })

let slice = numbers[2..<8]
let chunks = slice.chunked(into: 4)
print(chunks.map { "\($0.startIndex)..<\($0.endIndex)" })
print([Int]().chunked(into: 2).count, [1, 2].windows(ofCount: 3).count)

let temps = [3, 5, 9, 4, 2, 8, 10, 11]
let rising = temps.windows(ofCount: 2).filter { $0.first! < $0.last! }.count
print("rising steps: \(rising)")
// expect: [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]
// expect: [15, 40]
// expect: 7
// expect: [[1, 2, 3], [2, 3, 4], [3, 4, 5]]
// expect: [6, 9, 12, 15, 18, 21, 24, 27]
// expect: [4.0, 5.5]
// expect: ["miss", "issi", "ppi"]
// expect: ["ss", "ss", "pp"]
// expect: ["m", "i", "ss", "i", "ss", "i", "pp", "i"]
// expect: ["2..<6", "6..<8"]
// expect: 0 0
// expect: rising steps: 5
