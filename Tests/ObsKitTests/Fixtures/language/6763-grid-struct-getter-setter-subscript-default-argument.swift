// objc.io style (subscripts): a grid struct with a getter/setter subscript, a default-argument subscript and a labelled subscript
struct Grid {
    let columns: Int
    private(set) var cells: [Int]

    init(rows: Int, columns: Int) {
        self.columns = columns
        cells = Array(repeating: 0, count: rows * columns)
    }

    subscript(row: Int, column: Int) -> Int {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    subscript(row row: Int) -> [Int] {
        get { Array(cells[row * columns ..< (row + 1) * columns]) }
        set {
            for (i, v) in newValue.prefix(columns).enumerated() {
                cells[row * columns + i] = v
            }
        }
    }
}

struct Defaults {
    var storage: [String: Int] = [:]
    subscript(key: String, default fallback: Int = -1) -> Int {
        get { storage[key] ?? fallback }
        set { storage[key] = newValue }
    }
}

var g = Grid(rows: 3, columns: 3)
g[1, 1] = 5
g[0, 2] += 3
g[2, 0] = g[1, 1] * 2
print(g[row: 0], g[row: 1], g[row: 2])
g[row: 1] = [7, 8, 9, 10]
print(g.cells)
g[row: 2][1] = 42
print(g[row: 2])

var d = Defaults()
print(d["missing"], d["missing", default: 0])
d["a"] = 1
d["a"] += 10
d["b", default: 100] += 1
print(d["a"], d["b"])
print(d.storage.keys.sorted().map { "\($0)=\(d.storage[$0]!)" })

var counts: [String: Int] = [:]
for word in "the cat and the hat and the bat".split(separator: " ") {
    counts[String(word), default: 0] += 1
}
print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })

// expect: [0, 0, 3] [0, 5, 0] [10, 0, 0]
// expect: [0, 0, 3, 7, 8, 9, 10, 0, 0]
// expect: [10, 42, 0]
// expect: -1 0
// expect: 11 101
// expect: ["a=11", "b=101"]
// expect: ["and:2", "bat:1", "cat:1", "hat:1", "the:3"]
