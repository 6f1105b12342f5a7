// Stack Overflow style (static requirements via generic parameter): T.init() and T.zero in a generic matrix
// known-gap: line 6: expected "Grid<Int> Array<Array<Bool>>", got "Grid<Int> Array<Any>"
protocol DefaultConstructible {
    init()
}

extension Int: DefaultConstructible {}
extension String: DefaultConstructible {}
extension Bool: DefaultConstructible {}

struct Grid<T: DefaultConstructible> {
    var cells: [[T]]
    init(rows: Int, cols: Int) {
        cells = Array(repeating: Array(repeating: T(), count: cols), count: rows)
    }
    subscript(r: Int, c: Int) -> T {
        get { cells[r][c] }
        set { cells[r][c] = newValue }
    }
}

func filled<T: DefaultConstructible>(_ n: Int) -> [T] {
    (0..<n).map { _ in T.init() }
}

func total<T: AdditiveArithmetic>(_ xs: [T]) -> T {
    var acc = T.zero
    for x in xs { acc += x }
    return acc
}

var g = Grid<Int>(rows: 2, cols: 3)
g[1, 2] = 7
g[0, 0] = 1
print(g.cells)
var sg = Grid<String>(rows: 1, cols: 2)
sg[0, 1] = "hi"
print(sg.cells)
let bs: [Bool] = filled(3)
print(bs)
print(filled(2) as [String])
print(total([1.5, 2.5]), total([3, 4]), total([] as [Int]))
print(type(of: g), type(of: Grid<Bool>(rows: 0, cols: 0).cells))

// expect: [[1, 0, 0], [0, 0, 7]]
// expect: [["", "hi"]]
// expect: [false, false, false]
// expect: ["", ""]
// expect: 4.0 7 0
// expect: Grid<Int> Array<Array<Bool>>
