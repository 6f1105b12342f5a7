// Compiler test style (subscripts): multiple parameters, labels, setters and static subscripts
struct Matrix {
    let rows: Int, cols: Int
    private var data: [Double]
    init(rows: Int, cols: Int) {
        self.rows = rows; self.cols = cols
        data = Array(repeating: 0, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> Double {
        get { data[r * cols + c] }
        set { data[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Double] {
        Array(data[(r * cols)..<((r + 1) * cols)])
    }
    subscript(column c: Int) -> [Double] {
        (0..<rows).map { self[$0, c] }
    }
}

var m = Matrix(rows: 2, cols: 3)
m[0, 0] = 1; m[0, 2] = 3; m[1, 1] = 5
m[1, 2] += 0.5
print(m[row: 0], m[row: 1])
print(m[column: 2])

// Subscript with default and variadic parameters
struct Words {
    var words: [String]
    subscript(i: Int, default fallback: String = "?") -> String {
        words.indices.contains(i) ? words[i] : fallback
    }
    subscript(indices: Int...) -> String {
        indices.map { self[$0] }.joined(separator: " ")
    }
}
let w = Words(words: ["zero", "one", "two"])
print(w[1], w[7], w[7, default: "none"])
print(w[2, 0, 1, 9])

// Generic subscript
struct Bag {
    var storage: [String: Any] = [:]
    subscript<T>(key key: String, as type: T.Type) -> T? {
        storage[key] as? T
    }
}
var bag = Bag()
bag.storage["n"] = 42
bag.storage["s"] = "hi"
print(bag[key: "n", as: Int.self] as Any, bag[key: "n", as: String.self] as Any, bag[key: "s", as: String.self] ?? "")

// Static subscript
enum Powers {
    static subscript(base: Int, exp: Int) -> Int {
        (0..<exp).reduce(1) { acc, _ in acc * base }
    }
}
print(Powers[2, 10], Powers[3, 4])

// expect: [1.0, 0.0, 3.0] [0.0, 5.0, 0.5]
// expect: [3.0, 0.5]
// expect: one ? none
// expect: two zero one ?
// expect: Optional(42) nil hi
// expect: 1024 81
