// Swift book style: subscripts with labels, default arguments, and multiple parameters
struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }
    subscript(row: Int, column: Int) -> Double {
        get { grid[(row * columns) + column] }
        set { grid[(row * columns) + column] = newValue }
    }
    subscript(row row: Int) -> [Double] {
        Array(grid[(row * columns)..<((row + 1) * columns)])
    }
    subscript(column column: Int) -> [Double] {
        (0..<rows).map { grid[$0 * columns + column] }
    }
}
var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
print(matrix.grid)
print(matrix[row: 1], matrix[column: 1])
print(matrix.indexIsValid(row: 2, column: 2))

struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
}
let threeTimesTable = TimesTable(multiplier: 3)
print("six times three is \(threeTimesTable[6])")

extension Array {
    subscript(safe index: Int, default fallback: Element? = nil) -> Element? {
        indices.contains(index) ? self[index] : fallback
    }
}
let letters = ["a", "b", "c"]
print(letters[safe: 1] ?? "-", letters[safe: 5] ?? "-", letters[safe: 9, default: "z"] ?? "-")

struct Text {
    var words: [String]
    subscript(_ i: Int, uppercased upper: Bool = false, suffix suffix: String = "") -> String {
        (upper ? words[i].uppercased() : words[i]) + suffix
    }
    subscript(range r: Range<Int>, separator sep: String = " ") -> String {
        words[r].joined(separator: sep)
    }
}
let text = Text(words: ["the", "quick", "brown", "fox"])
print(text[0], text[1, uppercased: true], text[2, suffix: "!"], text[3, uppercased: true, suffix: "?"])
print(text[range: 1..<3], "/", text[range: 0..<4, separator: "_"])
// expect: [0.0, 1.5, 3.2, 0.0]
// expect: [3.2, 0.0] [1.5, 0.0]
// expect: false
// expect: six times three is 18
// expect: b - z
// expect: the QUICK brown! FOX?
// expect: quick brown / the_quick_brown_fox
