// Compiler-test style: subscripts with argument labels, default values, multiple parameters, setters and static subscripts
struct Grid {
    let cols: Int
    var cells: [Int]
    init(rows: Int, cols: Int) { self.cols = cols; cells = Array(repeating: 0, count: rows * cols) }
    subscript(r: Int, c: Int) -> Int {
        get { cells[r * cols + c] }
        set { cells[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Int] { Array(cells[r * cols ..< (r + 1) * cols]) }
    subscript(column c: Int, reversed reversed: Bool = false) -> [Int] {
        let col = stride(from: c, to: cells.count, by: cols).map { cells[$0] }
        return reversed ? col.reversed() : col
    }
}

struct Safe<T> {
    var items: [T]
    subscript(_ i: Int, default d: T) -> T { items.indices.contains(i) ? items[i] : d }
    subscript(checked i: Int) -> T? { items.indices.contains(i) ? items[i] : nil }
    subscript<R: RangeExpression>(range r: R) -> ArraySlice<T> where R.Bound == Int { items[r] }
}

enum Palette {
    static let colors = ["red", "green", "blue"]
    static subscript(i: Int) -> String { colors[i % colors.count] }
}

var g = Grid(rows: 3, cols: 3)
for r in 0..<3 { for c in 0..<3 { g[r, c] = r * 3 + c } }
g[1, 1] += 100
print(g[row: 1])
print(g[column: 2])
print(g[column: 0, reversed: true])

let s = Safe(items: ["a", "b", "c"])
print(s[1, default: "?"], s[9, default: "?"])
print(s[checked: 2] ?? "nil", s[checked: -1] ?? "nil")
print(s[range: 1...], s[range: ..<2])
print(Palette[4], Palette[0])

var counts: [String: Int] = [:]
for w in "the cat the hat".split(separator: " ") { counts[String(w), default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// expect: [3, 104, 5]
// expect: [2, 5, 8]
// expect: [6, 3, 0]
// expect: b ?
// expect: c nil
// expect: ["b", "c"] ["a", "b"]
// expect: green red
// expect: ["cat=1", "hat=1", "the=2"]
