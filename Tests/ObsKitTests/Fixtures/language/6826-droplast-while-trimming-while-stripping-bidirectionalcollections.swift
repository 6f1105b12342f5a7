// Swift Forums style (trimming): dropLast(while:), trimming(while:) and stripping on BidirectionalCollections
extension BidirectionalCollection {
    func dropLast(while predicate: (Element) throws -> Bool) rethrows -> SubSequence {
        var end = endIndex
        while end != startIndex {
            let before = index(before: end)
            if try !predicate(self[before]) { break }
            end = before
        }
        return self[..<end]
    }

    func trimming(while predicate: (Element) throws -> Bool) rethrows -> SubSequence {
        try drop(while: predicate).dropLast(while: predicate)
    }
}

extension BidirectionalCollection where Element: Equatable {
    func trimming(_ element: Element) -> SubSequence {
        trimming(while: { $0 == element })
    }

    func hasSuffix<S: BidirectionalCollection>(_ suffix: S) -> Bool where S.Element == Element {
        var i = endIndex, j = suffix.endIndex
        while j != suffix.startIndex {
            guard i != startIndex else { return false }
            formIndex(before: &i); suffix.formIndex(before: &j)
            if self[i] != suffix[j] { return false }
        }
        return true
    }
}

let padded = [0, 0, 4, 0, 7, 0, 0, 0]
print(Array(padded.dropLast(while: { $0 == 0 })))
print(Array(padded.trimming(0)), padded.trimming(0).startIndex)
print(Array([0, 0].trimming(0)).isEmpty)

let line = "---title---"
print(line.trimming("-"))
print(String("path/to/dir///".dropLast(while: { $0 == "/" })))
print("  spaced out \t".trimming(while: \.isWhitespace).count)

print([1, 2, 3, 4].hasSuffix([3, 4]), [1, 2].hasSuffix([0, 1, 2]), [1].hasSuffix([Int]()))
print("report.swift".hasSuffix(".swift"), Array("report.swift").hasSuffix(Array(".md")))

let digits = "000120300"
let core = digits.trimming("0")
print(core, digits.distance(from: digits.startIndex, to: core.startIndex))
let rev = (1...9).reversed().dropLast(while: { $0 < 4 })
print(Array(rev))
let mid = padded[1...6].trimming(0)
print(mid, mid.indices)

// expect: [0, 0, 4, 0, 7]
// expect: [4, 0, 7] 2
// expect: true
// expect: title
// expect: path/to/dir
// expect: 10
// expect: true false true
// expect: true false
// expect: 1203 3
// expect: [9, 8, 7, 6, 5, 4]
// expect: [4, 0, 7] 2..<5
