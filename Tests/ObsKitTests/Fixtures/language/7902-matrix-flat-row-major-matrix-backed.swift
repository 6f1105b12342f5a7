// WWDC style (matrix): a flat row-major matrix backed by an allocated buffer
final class Matrix {
    let rows: Int, cols: Int
    private let storage: UnsafeMutablePointer<Double>
    init(rows: Int, cols: Int) {
        self.rows = rows; self.cols = cols
        storage = .allocate(capacity: rows * cols)
        storage.initialize(repeating: 0, count: rows * cols)
    }
    deinit {
        storage.deinitialize(count: rows * cols)
        storage.deallocate()
        print("matrix \(rows)x\(cols) freed")
    }
    subscript(r: Int, c: Int) -> Double {
        get { storage[r * cols + c] }
        set { storage[r * cols + c] = newValue }
    }
    func row(_ r: Int) -> [Double] {
        Array(UnsafeBufferPointer(start: storage + r * cols, count: cols))
    }
}
do {
    let m = Matrix(rows: 2, cols: 3)
    for r in 0..<2 { for c in 0..<3 { m[r, c] = Double(r * 3 + c) / 2 } }
    print(m.row(0))
    print(m.row(1))
    let t = Matrix(rows: 3, cols: 2)
    for r in 0..<2 { for c in 0..<3 { t[c, r] = m[r, c] } }
    for r in 0..<3 { print(t.row(r)) }
}
print("scope left")
// expect: [0.0, 0.5, 1.0]
// expect: [1.5, 2.0, 2.5]
// expect: [0.0, 1.5]
// expect: [0.5, 2.0]
// expect: [1.0, 2.5]
// expect: matrix 3x2 freed
// expect: matrix 2x3 freed
// expect: scope left
