// Compiler test style: subscripts with get/set, default arguments, labels, overloads and static subscripts
struct Matrix {
    let rows: Int, cols: Int
    private var storage: [Int]
    init(rows: Int, cols: Int) {
        self.rows = rows; self.cols = cols
        storage = Array(repeating: 0, count: rows * cols)
    }
    subscript(row: Int, col: Int) -> Int {
        get { storage[row * cols + col] }
        set { storage[row * cols + col] = newValue }
    }
    subscript(row r: Int) -> [Int] {
        get { Array(storage[(r * cols)..<((r + 1) * cols)]) }
        set { for (i, v) in newValue.enumerated() { self[r, i] = v } }
    }
    subscript(safe row: Int, col: Int, fallback fallback: Int = -1) -> Int {
        (row < rows && col < cols) ? self[row, col] : fallback
    }
}

struct Palette {
    static var names = ["red", "green"]
    static subscript(index: Int) -> String {
        get { index < names.count ? names[index] : "unknown" }
        set { names.append(newValue) }
    }
    subscript(key: String, uppercase uppercase: Bool = false) -> String {
        uppercase ? key.uppercased() : key
    }
    subscript(_ values: Int...) -> Int { values.reduce(0, +) }
}

var m = Matrix(rows: 2, cols: 3)
m[0, 1] = 5
m[1, 2] = 7
m[row: 0][2] = 99
print(m[row: 0], m[row: 1])
m[row: 1] = [4, 5, 6]
m[1, 0] += 10
print(m[row: 1])
print(m[safe: 5, 5], m[safe: 1, 1], m[safe: 9, 0, fallback: 0])

print(Palette[0], Palette[5])
Palette[9] = "blue"
print(Palette.names, Palette[2])
let p = Palette()
print(p["hi"], p["hi", uppercase: true], p[1, 2, 3], p[])

var dict: [String: Int] = [:]
dict["a", default: 0] += 3
dict["a", default: 0] += 4
print(dict["a"] ?? 0, dict["b", default: -1])
// expect: [0, 5, 99] [0, 0, 7]
// expect: [14, 5, 6]
// expect: -1 5 0
// expect: red unknown
// expect: ["red", "green", "blue"] blue
// expect: hi HI 6 0
// expect: 7 -1
