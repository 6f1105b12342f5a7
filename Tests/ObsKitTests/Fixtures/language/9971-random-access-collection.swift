// Apple docs style (RandomAccessCollection): a 2D grid exposed as a flat random-access collection
struct Grid: RandomAccessCollection {
    let rows: Int
    let columns: Int
    private var cells: [Character]

    init(rows: Int, columns: Int, fill: String) {
        self.rows = rows
        self.columns = columns
        let chars = Array(fill)
        cells = (0..<(rows * columns)).map { chars[$0 % chars.count] }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { cells.count }
    subscript(position: Int) -> Character { cells[position] }

    func row(_ r: Int) -> String {
        String(self[(r * columns)..<((r + 1) * columns)])
    }
}

let grid = Grid(rows: 3, columns: 4, fill: "abcdefghijkl")
print("count:", grid.count, "rows:", grid.rows, "columns:", grid.columns)
for r in 0..<grid.rows {
    print("row \(r):", grid.row(r))
}
// Random access: index(_:offsetBy:) and distance are O(1) with Int indices.
let i = grid.index(grid.startIndex, offsetBy: 7)
print("offset 7:", grid[i])
print("distance 2 -> 10:", grid.distance(from: 2, to: 10))
print("index(before: 5):", grid.index(before: 5), "index(after: 5):", grid.index(after: 5))
print("limited offset:", grid.index(0, offsetBy: 20, limitedBy: grid.endIndex) as Any)
print("limited offset ok:", grid.index(0, offsetBy: 11, limitedBy: grid.endIndex) as Any)
print("last:", grid.last!, "middle:", grid[grid.count / 2])

// Binary search works because we can jump to any index.
func binarySearch<C: RandomAccessCollection>(_ c: C, for target: C.Element) -> C.Index?
where C.Element: Comparable {
    var low = c.startIndex
    var high = c.endIndex
    var steps = 0
    while low < high {
        steps += 1
        let mid = c.index(low, offsetBy: c.distance(from: low, to: high) / 2)
        if c[mid] == target {
            print("  found in \(steps) steps")
            return mid
        } else if c[mid] < target {
            low = c.index(after: mid)
        } else {
            high = mid
        }
    }
    print("  missing after \(steps) steps")
    return nil
}

print("search g:", binarySearch(grid, for: "g") as Any)
print("search z:", binarySearch(grid, for: "z") as Any)
let numbers = Array(stride(from: 0, to: 100, by: 3))
print("search 51 in array:", binarySearch(numbers, for: 51) as Any)
print("search 52 in array:", binarySearch(numbers[10...], for: 52) as Any)
print("reversed row 1:", String(grid[4..<8].reversed()))
print("every third:", String(stride(from: 0, to: grid.count, by: 3).map { grid[$0] }))

// expect: count: 12 rows: 3 columns: 4
// expect: row 0: abcd
// expect: row 1: efgh
// expect: row 2: ijkl
// expect: offset 7: h
// expect: distance 2 -> 10: 8
// expect: index(before: 5): 4 index(after: 5): 6
// expect: limited offset: nil
// expect: limited offset ok: Optional(11)
// expect: last: l middle: g
// expect:   found in 1 steps
// expect: search g: Optional(6)
// expect:   missing after 3 steps
// expect: search z: nil
// expect:   found in 1 steps
// expect: search 51 in array: Optional(17)
// expect:   missing after 5 steps
// expect: search 52 in array: nil
// expect: reversed row 1: hgfe
// expect: every third: adgj
