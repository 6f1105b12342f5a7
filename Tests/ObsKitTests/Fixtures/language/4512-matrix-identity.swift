// App code style: a small generic square Matrix<Element: Numeric> with identity, multiply and transpose
// known-gap: error: 4512-matrix-identity.swift:2:0: error: not supported yet: the type 'Element' stands for here is not known (ObsREPL checks no types; write the generic arguments, as in 'Box<Int>(...)')
struct Matrix<Element: Numeric>: Equatable {
    let size: Int
    var grid: [Element]

    init(size: Int, grid: [Element]) {
        precondition(grid.count == size * size)
        self.size = size
        self.grid = grid
    }

    init(size: Int) {
        self.size = size
        self.grid = [Element](repeating: 0, count: size * size)
    }

    static func identity(_ size: Int) -> Matrix {
        var m = Matrix(size: size)
        for i in 0..<size { m[i, i] = 1 }
        return m
    }

    subscript(row: Int, col: Int) -> Element {
        get { grid[row * size + col] }
        set { grid[row * size + col] = newValue }
    }

    var transposed: Matrix {
        var t = Matrix(size: size)
        for r in 0..<size {
            for c in 0..<size {
                t[c, r] = self[r, c]
            }
        }
        return t
    }

    var trace: Element {
        var total = Element.zero
        for i in 0..<size { total += self[i, i] }
        return total
    }

    static func * (lhs: Matrix, rhs: Matrix) -> Matrix {
        var out = Matrix(size: lhs.size)
        for r in 0..<lhs.size {
            for c in 0..<lhs.size {
                var acc: Element = 0
                for k in 0..<lhs.size {
                    acc += lhs[r, k] * rhs[k, c]
                }
                out[r, c] = acc
            }
        }
        return out
    }

    static func + (lhs: Matrix, rhs: Matrix) -> Matrix {
        Matrix(size: lhs.size, grid: zip(lhs.grid, rhs.grid).map { $0 + $1 })
    }

    func printRows() {
        for r in 0..<size {
            var row: [String] = []
            for c in 0..<size { row.append("\(self[r, c])") }
            print("[" + row.joined(separator: " ") + "]")
        }
    }
}

let m = Matrix(size: 2, grid: [1, 2, 3, 4])
print("m:")
m.printRows()
print("m * I == m:", m * Matrix.identity(2) == m)
print("m * m:")
(m * m).printRows()
print("transposed:")
m.transposed.printRows()
print("trace:", m.trace)
print("m + m:")
(m + m).printRows()

let d = Matrix<Double>(size: 3, grid: [0.5, 0, 0, 0, 2, 0, 0, 0, 1.5])
print("d * d:")
(d * d).printRows()
print("identity 3 trace:", Matrix<Double>.identity(3).trace)

let rot = Matrix(size: 2, grid: [0, -1, 1, 0])
var acc = Matrix<Int>.identity(2)
for step in 1...4 {
    acc = acc * rot
    print("rot^\(step) is identity:", acc == Matrix.identity(2))
}
// expect: m:
// expect: [1 2]
// expect: [3 4]
// expect: m * I == m: true
// expect: m * m:
// expect: [7 10]
// expect: [15 22]
// expect: transposed:
// expect: [1 3]
// expect: [2 4]
// expect: trace: 5
// expect: m + m:
// expect: [2 4]
// expect: [6 8]
// expect: d * d:
// expect: [0.25 0.0 0.0]
// expect: [0.0 4.0 0.0]
// expect: [0.0 0.0 2.25]
// expect: identity 3 trace: 3.0
// expect: rot^1 is identity: false
// expect: rot^2 is identity: false
// expect: rot^3 is identity: false
// expect: rot^4 is identity: true
