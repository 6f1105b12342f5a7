// Swift docs style (Hashable custom conformance and Sequence algorithms): matrix transpose via zip/reduce(into:) and dedup by custom hash
struct CaseInsensitive: Hashable, CustomStringConvertible {
    let raw: String
    static func == (a: CaseInsensitive, b: CaseInsensitive) -> Bool { a.raw.lowercased() == b.raw.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(raw.lowercased()) }
    var description: String { raw }
}

let tags = ["Swift", "swift", "iOS", "IOS", "macOS", "SWIFT", "linux"].map(CaseInsensitive.init)
var seen = Set<CaseInsensitive>()
let unique = tags.filter { seen.insert($0).inserted }
print(unique)
print(seen.contains(CaseInsensitive(raw: "LINUX")), seen.count)

let matrix = [[1, 2, 3], [4, 5, 6]]
let transposed = (0..<matrix[0].count).map { col in matrix.map { $0[col] } }
print(transposed)
let rowSums = matrix.map { $0.reduce(0, +) }
let colSums = matrix.reduce(into: Array(repeating: 0, count: 3)) { acc, row in
    for (i, v) in row.enumerated() { acc[i] += v }
}
print(rowSums, colSums)
let product = zip(matrix[0], matrix[1]).map { $0 * $1 }
print(product, product.reduce(1, *))
let flattened = matrix.joined().map { $0 }
print(flattened, flattened.chunked(2))

extension Array {
    func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}

// expect: [Swift, iOS, macOS, linux]
// expect: true 4
// expect: [[1, 4], [2, 5], [3, 6]]
// expect: [6, 15] [5, 7, 9]
// expect: [4, 10, 18] 720
// expect: [1, 2, 3, 4, 5, 6] [[1, 2], [3, 4], [5, 6]]
