// Swift in Depth style (effectful properties): read-only properties and subscripts declared get throws, used with try
enum SheetError: Error {
    case emptySheet
    case badCell(row: Int, column: Int)
}

struct Sheet {
    var cells: [[String]]

    var firstRow: [String] {
        get throws {
            guard let row = cells.first else { throw SheetError.emptySheet }
            return row
        }
    }

    subscript(row: Int, column: Int) -> Int {
        get throws {
            guard cells.indices.contains(row), cells[row].indices.contains(column),
                  let value = Int(cells[row][column]) else {
                throw SheetError.badCell(row: row, column: column)
            }
            return value
        }
    }

    var columnTotals: [Int] {
        get throws {
            let width = try firstRow.count
            return try (0..<width).map { c in
                try (1..<cells.count).reduce(0) { $0 + (try self[$1, c]) }
            }
        }
    }
}

let sheet = Sheet(cells: [["q1", "q2"], ["3", "4"], ["10", "20"]])
do {
    print(try sheet.firstRow)
    print(try sheet[1, 1], try sheet[2, 0])
    print(try sheet.columnTotals)
    print(try sheet[0, 0])
} catch SheetError.badCell(let r, let c) {
    print("bad cell at \(r),\(c)")
}

let empty = Sheet(cells: [])
if let header = try? empty.firstRow {
    print(header)
} else {
    print("no header")
}
let broken = Sheet(cells: [["a"], ["1"], ["x"]])
do {
    _ = try broken.columnTotals
} catch {
    print("totals failed:", error)
}
print((try? sheet[5, 5]) ?? 0)

// expect: ["q1", "q2"]
// expect: 4 10
// expect: [13, 24]
// expect: bad cell at 0,0
// expect: no header
// expect: totals failed: badCell(row: 2, column: 0)
// expect: 0
