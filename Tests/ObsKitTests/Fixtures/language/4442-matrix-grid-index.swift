// App code style: a seat-map grid collection indexed by (row, column)
struct SeatMap: Collection {
    struct Index: Comparable, CustomStringConvertible {
        let row: Int
        let col: Int
        static func < (a: Index, b: Index) -> Bool {
            return (a.row, a.col) < (b.row, b.col)
        }
        var description: String {
            let letters = Array("ABCDEFGH")
            return "\(row + 1)\(letters[col])"
        }
    }

    let rows: Int
    let cols: Int
    var taken: [Bool]

    init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
        self.taken = Array(repeating: false, count: rows * cols)
    }

    var startIndex: Index { Index(row: 0, col: 0) }
    var endIndex: Index { Index(row: rows, col: 0) }

    func index(after i: Index) -> Index {
        if i.col + 1 < cols { return Index(row: i.row, col: i.col + 1) }
        return Index(row: i.row + 1, col: 0)
    }

    subscript(i: Index) -> Bool {
        get { taken[i.row * cols + i.col] }
        set { taken[i.row * cols + i.col] = newValue }
    }

    mutating func book(_ seat: String) -> Bool {
        guard let i = indices.first(where: { $0.description == seat }) else { return false }
        if self[i] { return false }
        self[i] = true
        return true
    }

    func render() -> [String] {
        var lines: [String] = []
        for r in 0..<rows {
            var line = ""
            for c in 0..<cols {
                line += self[Index(row: r, col: c)] ? "X" : "."
            }
            lines.append(line)
        }
        return lines
    }
}

var map = SeatMap(rows: 3, cols: 4)
print("seats:", map.count)
print(map.book("1A"), map.book("2C"), map.book("2C"), map.book("9Z"))
print(map.book("3D"), map.book("2D"))
for line in map.render() { print(line) }

let free = map.indices.filter { !map[$0] }
print("free:", free.count)
print("first free:", free.first!)
print("taken:", map.indices.filter { map[$0] }.map { $0.description })

let window = map.indices.filter { $0.col == 0 || $0.col == map.cols - 1 }
print("window free:", window.filter { !map[$0] }.map { "\($0)" }.joined(separator: " "))

let row2 = map.indices.filter { $0.row == 1 }
print("row 2 occupancy:", row2.map { map[$0] ? 1 : 0 })

if let i = map.firstIndex(of: true) {
    print("first taken:", i)
}
print("contains free:", map.contains(false))
print("all taken:", map.allSatisfy { $0 })

let mid = map.index(map.startIndex, offsetBy: 6)
print("offset 6:", mid)
print("distance:", map.distance(from: map.startIndex, to: mid))
print(map[mid..<map.index(mid, offsetBy: 3)].map { $0 ? "X" : "." }.joined())

var pairs: [String] = []
for (a, b) in zip(map.indices, map.indices.dropFirst()) where a.row == b.row && !map[a] && !map[b] {
    pairs.append("\(a)-\(b)")
}
print("adjacent pairs:", pairs.count, pairs.prefix(3))

// expect: seats: 12
// expect: true true false false
// expect: true true
// expect: X...
// expect: ..XX
// expect: ...X
// expect: free: 8
// expect: first free: 1B
// expect: taken: ["1A", "2C", "2D", "3D"]
// expect: window free: 1D 2A 3A
// expect: row 2 occupancy: [0, 0, 1, 1]
// expect: first taken: 1A
// expect: contains free: true
// expect: all taken: false
// expect: offset 6: 2C
// expect: distance: 6
// expect: XX.
// expect: adjacent pairs: 5 ["1B-1C", "1C-1D", "2A-2B"]
