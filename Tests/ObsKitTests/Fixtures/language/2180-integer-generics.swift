// Swift Evolution style (SE-0452): integer generic parameters on types and functions
// known-gap: error: 2180-integer-generics.swift:7:41: error: cannot find 'InlineArray' in scope
struct Vector<let n: Int> {
    var storage: InlineArray<n, Int>

    init(repeating v: Int) { storage = InlineArray(repeating: v) }
    init(_ f: (Int) -> Int) { storage = InlineArray { i in f(i) } }

    static var dimension: Int { n }

    func dot(_ other: Vector<n>) -> Int {
        var s = 0
        for i in 0..<n { s += storage[i] * other.storage[i] }
        return s
    }

    func elements() -> [Int] {
        var out: [Int] = []
        for i in 0..<n { out.append(storage[i]) }
        return out
    }
}

struct Matrix<let rows: Int, let cols: Int> {
    var cells: [Int]
    init(_ f: (Int, Int) -> Int) {
        cells = []
        for r in 0..<rows { for c in 0..<cols { cells.append(f(r, c)) } }
    }
    var shape: String { "\(rows)x\(cols)" }
    func row(_ r: Int) -> [Int] { Array(cells[(r * cols)..<((r + 1) * cols)]) }
}

struct Tag<let id: Int> {
    static var name: String { "tag-\(id)" }
}

func describe<let k: Int>(_ v: Vector<k>) -> String {
    "Vector<\(k)>\(v.elements())"
}

let a = Vector<3> { $0 + 1 }
let b = Vector<3>(repeating: 2)
print(describe(a), describe(b))
print("dot:", a.dot(b))
print("dimension:", Vector<5>.dimension, Vector<0>.dimension)

let m = Matrix<2, 3> { r, c in r * 10 + c }
print(m.shape, m.row(0), m.row(1))
print(Matrix<4, 1> { r, _ in r }.shape)

print(Tag<7>.name, Tag<0>.name)

func sizeOf<let n: Int>(_: Vector<n>.Type) -> Int { n }
print("size:", sizeOf(Vector<8>.self))

// expect: Vector<3>[1, 2, 3] Vector<3>[2, 2, 2]
// expect: dot: 12
// expect: dimension: 5 0
// expect: 2x3 [0, 1, 2] [10, 11, 12]
// expect: 4x1
// expect: tag-7 tag-0
// expect: size: 8
