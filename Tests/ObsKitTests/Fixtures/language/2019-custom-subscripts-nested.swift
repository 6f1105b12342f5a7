// Compiler test style: custom subscripts with get/set on structs, nested mutation through subscripts and defaults
struct Matrix: CustomStringConvertible {
    let rows: Int, cols: Int
    private var storage: [Int]
    init(rows: Int, cols: Int, fill: Int = 0) {
        self.rows = rows
        self.cols = cols
        storage = Array(repeating: fill, count: rows * cols)
    }
    subscript(r: Int, c: Int) -> Int {
        get { storage[r * cols + c] }
        set { storage[r * cols + c] = newValue }
    }
    subscript(row r: Int) -> [Int] {
        get { Array(storage[(r * cols)..<((r + 1) * cols)]) }
        set {
            for (c, v) in newValue.enumerated() where c < cols { self[r, c] = v }
        }
    }
    var description: String {
        (0..<rows).map { self[row: $0].map(String.init).joined(separator: " ") }.joined(separator: " / ")
    }
}

struct Inventory {
    var shelves: [String: [Int]] = [:]
    subscript(shelf name: String, slot: Int) -> Int {
        get { shelves[name]?[slot] ?? 0 }
        set {
            var shelf = shelves[name] ?? Array(repeating: 0, count: slot + 1)
            while shelf.count <= slot { shelf.append(0) }
            shelf[slot] = newValue
            shelves[name] = shelf
        }
    }
    static subscript(code: Int) -> String { "code-\(code)" }
}

var m = Matrix(rows: 2, cols: 3)
m[0, 1] = 5
m[1, 2] += 7
m[row: 0] = [1, 2, 3, 4]
print(m)
var copy = m
copy[row: 1][0] = 9
copy[1, 1] -= 1
print(m)
print(copy)

struct Wrapper { var matrix: Matrix; var name: String }
var w = Wrapper(matrix: m, name: "w")
w.matrix[0, 0] *= 10
w.matrix[row: 1] = w.matrix[row: 0].reversed()
print(w.matrix, m[0, 0])

var inv = Inventory()
inv[shelf: "a", 2] = 4
inv[shelf: "a", 0] += 1
inv[shelf: "b", 1] -= 3
print(inv.shelves.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(inv[shelf: "zzz", 5], inv[shelf: "a", 2], Inventory[42])

var grid = [[0, 0], [0, 0]]
grid[1][0] = 3
grid[0] = grid[1].map { $0 + 1 }
print(grid)
var nested = ["k": ["a": [1, 2]]]
nested["k"]?["a"]?[1] = 20
nested["k", default: [:]]["b", default: []].append(5)
print(nested["k"]!.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })

// expect: 1 2 3 / 0 0 7
// expect: 1 2 3 / 0 0 7
// expect: 1 2 3 / 9 -1 7
// expect: 10 2 3 / 3 2 10 1
// expect: ["a=[1, 0, 4]", "b=[0, -3]"]
// expect: 0 4 code-42
// expect: [[4, 1], [3, 0]]
// expect: ["a[1, 20]", "b[5]"]
