// Swift book style (overriding): methods, computed properties and subscripts overridden with super calls
class Matrix {
    var rows: Int, cols: Int
    var grid: [Int]
    init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
        grid = Array(repeating: 0, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> Int {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    var total: Int { grid.reduce(0, +) }
    func describe() -> String { "\(rows)x\(cols) total \(total)" }
}

class ClampedMatrix: Matrix {
    let limit: Int
    init(rows: Int, cols: Int, limit: Int) {
        self.limit = limit
        super.init(rows: rows, cols: cols)
    }
    override subscript(r: Int, c: Int) -> Int {
        get { super[r, c] }
        set { super[r, c] = min(newValue, limit) }
    }
    override var total: Int { super.total * 1 }
    override func describe() -> String { "clamped(\(limit)) " + super.describe() }
}

class LoggingMatrix: ClampedMatrix {
    var log: [String] = []
    override subscript(r: Int, c: Int) -> Int {
        get { super[r, c] }
        set {
            log.append("(\(r),\(c))=\(newValue)")
            super[r, c] = newValue
        }
    }
}

let matrices: [Matrix] = [Matrix(rows: 2, cols: 2), ClampedMatrix(rows: 2, cols: 2, limit: 5),
                          LoggingMatrix(rows: 2, cols: 2, limit: 3)]
for m in matrices {
    m[0, 0] = 4
    m[1, 1] = 9
    m[0, 1] += 2
    print(m.describe(), m.grid)
}
if let lm = matrices.last as? LoggingMatrix {
    print(lm.log)
}

// expect: 2x2 total 15 [4, 2, 0, 9]
// expect: clamped(5) 2x2 total 11 [4, 2, 0, 5]
// expect: clamped(3) 2x2 total 8 [3, 2, 0, 3]
// expect: ["(0,0)=4", "(1,1)=9", "(0,1)=2"]
