// Compiler test style (key paths): subscript components whose arguments are variables, labels or several values (`\[String].[i]`, `\Grid.[row: r, column: c]`, `\Table.[1, 2]`), evaluated when the path is made, read and written, equal when their arguments are
struct Grid {
    var cells = [[1, 2, 3], [4, 5, 6]]
    subscript(row row: Int, column column: Int) -> Int {
        get { cells[row][column] }
        set { cells[row][column] = newValue }
    }
    subscript(_ row: Int, _ column: Int) -> Int { cells[row][column] * 100 }
}

var index = 1
let second = \[String].[index]
index = 0
let names = ["ann", "bob", "cy"]
print(names[keyPath: second])

var grid = Grid()
let corner = \Grid.[row: 1, column: 2]
print(grid[keyPath: corner])
grid[keyPath: corner] = 60
print(grid.cells)
print(grid[keyPath: \Grid.[0, 1]])

let key = "b"
let scores = ["a": 1, "b": 2]
print(scores[keyPath: \[String: Int].[key]] as Any)

print(\Grid.[row: 0, column: 0] == \Grid.[row: 0, column: 0], \Grid.[row: 0, column: 0] == \Grid.[row: 0, column: 1])
let paths = (0..<3).map { \[Int].[$0] }
print(paths.map { [10, 20, 30][keyPath: $0] })

// expect: bob
// expect: 6
// expect: [[1, 2, 3], [4, 5, 60]]
// expect: 200
// expect: Optional(2)
// expect: true false
// expect: [10, 20, 30]
