// App code style: subscripts with labeled, variadic and default parameters on a spreadsheet model
struct Sheet {
    private var cells: [String: Double] = [:]

    static func key(_ col: Character, _ row: Int) -> String { "\(col)\(row)" }

    subscript(col: Character, row: Int) -> Double {
        get { cells[Sheet.key(col, row)] ?? 0 }
        set { cells[Sheet.key(col, row)] = newValue }
    }

    subscript(column col: Character, rows rows: ClosedRange<Int>) -> [Double] {
        rows.map { self[col, $0] }
    }

    subscript(sum refs: String...) -> Double {
        refs.reduce(0) { total, ref in
            let col = ref.first!
            let row = Int(ref.dropFirst())!
            return total + self[col, row]
        }
    }

    subscript(row row: Int, scale scale: Double = 1) -> [Double] {
        "ABC".map { self[$0, row] * scale }
    }

    var filledCount: Int { cells.count }
}

var sheet = Sheet()
sheet["A", 1] = 10
sheet["A", 2] = 20
sheet["A", 3] = 30
sheet["B", 1] = 1.5
sheet["C", 1] = 2
sheet["A", 2] += 5
print(sheet["A", 2])
print(sheet[column: "A", rows: 1...3])
print(sheet[column: "B", rows: 1...2])
print(sheet[sum: "A1", "A2", "B1"])
print(sheet[sum: "Z9"])
print(sheet[row: 1])
print(sheet[row: 1, scale: 10])
print(sheet.filledCount)
let total = sheet[column: "A", rows: 1...3].reduce(0, +)
print("Total A:", total)
// expect: 25.0
// expect: [10.0, 25.0, 30.0]
// expect: [1.5, 0.0]
// expect: 36.5
// expect: 0.0
// expect: [10.0, 1.5, 2.0]
// expect: [100.0, 15.0, 20.0]
// expect: 5
// expect: Total A: 65.0
