// Swift Forums style (nested collections): transposing and flattening arrays of arrays with constrained extensions
extension Collection where Element: Collection {
    func transposed() -> [[Element.Element]] {
        guard let width = map(\.count).max() else { return [] }
        return (0..<width).map { column in
            compactMap { row -> Element.Element? in
                guard column < row.count else { return nil }
                return row[row.index(row.startIndex, offsetBy: column)]
            }
        }
    }

    var totalCount: Int { reduce(0) { $0 + $1.count } }
}

extension Sequence where Element: Sequence {
    func flattened() -> [Element.Element] { flatMap { $0 } }
}

extension Array where Element == [Int] {
    func pretty() -> String {
        map { row in row.map { String($0) }.joined(separator: " ") }.joined(separator: " | ")
    }

    var diagonal: [Int] {
        indices.compactMap { i in i < self[i].count ? self[i][i] : nil }
    }
}

let matrix = [[1, 2, 3], [4, 5, 6]]
print(matrix.transposed())
print(matrix.transposed().transposed() == matrix)
print(matrix.pretty(), matrix.totalCount)
print([[1, 2, 3], [4], [5, 6]].transposed())

let square = [[1, 0, 2], [3, 4, 0], [0, 5, 6]]
print(square.diagonal, square.flattened().reduce(0, +))
print(square.transposed().pretty())

let words = ["cat", "dog", "eel"]
print(words.transposed().map { String($0) })
print(words.flattened().count, words.totalCount)

let ragged: [ArraySlice<Int>] = [[1, 2, 3][1...], [7, 8][...]]
print(ragged.transposed(), ragged.totalCount)
let sets = [Set([3, 1]), Set([2])].map { $0.sorted() }
print(sets.flattened().sorted(), [[Int]]().transposed().isEmpty)

// expect: [[1, 4], [2, 5], [3, 6]]
// expect: true
// expect: 1 2 3 | 4 5 6 6
// expect: [[1, 4, 5], [2, 6], [3]]
// expect: [1, 4, 6] 21
// expect: 1 3 0 | 0 4 5 | 2 0 6
// expect: ["cde", "aoe", "tgl"]
// expect: 9 9
// expect: [[2, 7], [3, 8]] 4
// expect: [1, 2, 3] true
