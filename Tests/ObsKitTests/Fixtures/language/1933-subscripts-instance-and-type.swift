// Swift book style (Subscripts): read-only, read-write, multi-parameter and type subscripts
struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
}
let sevens = TimesTable(multiplier: 7)
print("six times seven is \(sevens[6])")

struct Board {
    let rows: Int, columns: Int
    var cells: [Character]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: ".", count: rows * columns)
    }
    func valid(_ r: Int, _ c: Int) -> Bool { r >= 0 && r < rows && c >= 0 && c < columns }
    subscript(r: Int, c: Int) -> Character {
        get {
            assert(valid(r, c), "index out of range")
            return cells[r * columns + c]
        }
        set { cells[r * columns + c] = newValue }
    }
    func draw() {
        for r in 0..<rows {
            print(String(cells[(r * columns)..<(r * columns + columns)]))
        }
    }
}
var board = Board(rows: 3, columns: 4)
board[0, 0] = "X"
board[1, 2] = "O"
board[2, 3] = board[0, 0]
board.draw()

enum Weekday: Int {
    case mon = 1, tue, wed, thu, fri, sat, sun
    static subscript(n: Int) -> Weekday {
        Weekday(rawValue: (n - 1) % 7 + 1)!
    }
}
print(Weekday[3], Weekday[9], Weekday[14])

struct Shelf {
    var books = ["Dune", "Emma", "Ulysses"]
    subscript(safe index: Int) -> String? {
        books.indices.contains(index) ? books[index] : nil
    }
    subscript(titles prefix: String) -> [String] {
        books.filter { $0.hasPrefix(prefix) }
    }
}
let shelf = Shelf()
print(shelf[safe: 1] ?? "none", shelf[safe: 5] ?? "none", shelf[titles: "E"])

// expect: six times seven is 42
// expect: X...
// expect: ..O.
// expect: ...X
// expect: wed tue sun
// expect: Emma none ["Emma"]
