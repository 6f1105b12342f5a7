// Swift Evolution style (integer generic parameters): SE-0452 types generic over a value `let N: Int` checked at compile time
// known-gap: integer generic parameters (SE-0452, `struct V<let N: Int>`) cannot be read as values
struct Vector<let N: Int> {
    var components: [Double]

    init(_ values: Double...) {
        precondition(values.count == N, "expected \(N) values")
        components = values
    }

    init(repeating v: Double) {
        components = Array(repeating: v, count: N)
    }

    static var dimension: Int { N }

    static func + (a: Vector<N>, b: Vector<N>) -> Vector<N> {
        var r = a
        for i in 0..<N { r.components[i] += b.components[i] }
        return r
    }

    func dot(_ other: Vector<N>) -> Double {
        (0..<N).reduce(0) { $0 + components[$1] * other.components[$1] }
    }

    var description: String {
        "v\(N)(" + components.map { String($0) }.joined(separator: ", ") + ")"
    }
}

struct Grid<let Rows: Int, let Cols: Int> {
    var cells: [Int] = Array(repeating: 0, count: Rows * Cols)
    static var shape: String { "\(Rows)x\(Cols)" }
    subscript(r: Int, c: Int) -> Int {
        get { cells[r * Cols + c] }
        set { cells[r * Cols + c] = newValue }
    }
    func row(_ r: Int) -> [Int] { Array(cells[(r * Cols)..<((r + 1) * Cols)]) }
}

let a = Vector<3>(1, 2, 3)
let b = Vector<3>(repeating: 0.5)
print((a + b).description)
print(a.dot(b), Vector<3>.dimension, Vector<7>.dimension)

var g = Grid<2, 3>()
for r in 0..<2 {
    for c in 0..<3 { g[r, c] = r * 10 + c }
}
print(Grid<2, 3>.shape, g.row(0), g.row(1))

func describe<let K: Int>(_ v: Vector<K>) -> String { "dimension \(K): \(v.description)" }
print(describe(Vector<2>(4, 5)))
print(describe(Vector<1>(repeating: 9)))
// expect: v3(1.5, 2.5, 3.5)
// expect: 3.0 3 7
// expect: 2x3 [0, 1, 2] [10, 11, 12]
// expect: dimension 2: v2(4.0, 5.0)
// expect: dimension 1: v1(9.0)
