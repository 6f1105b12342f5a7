// Custom subscripts: get/set, multiple parameters, labels
struct Matrix {
    let rows: Int, cols: Int
    var grid: [Double]
    init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
        grid = Array(repeating: 0.0, count: rows * cols)
    }
    subscript(row: Int, col: Int) -> Double {
        get { grid[row * cols + col] }
        set { grid[row * cols + col] = newValue }
    }
}

struct Week {
    let days = ["Mon", "Tue", "Wed"]
    subscript(index i: Int) -> String { days[i % days.count] }
}

var m = Matrix(rows: 2, cols: 2)
m[0, 1] = 1.5
m[1, 0] = 3
print(m[0, 1], m[1, 0], m[1, 1])
print(m.grid)
let w = Week()
print(w[index: 4])

// expect: 1.5 3.0 0.0
// expect: [0.0, 1.5, 3.0, 0.0]
// expect: Tue
