// objc.io style (subscripts on classes): a class with a settable subscript shared through references, and a safe-index subscript with an optional setter on Array
final class Spreadsheet {
    private var cells: [String: Double] = [:]
    private(set) var writes = 0

    subscript(column: Character, row: Int) -> Double {
        get { cells["\(column)\(row)"] ?? 0 }
        set {
            writes += 1
            cells["\(column)\(row)"] = newValue
        }
    }

    subscript(column column: Character) -> Double {
        (1...9).reduce(0) { $0 + self[column, $1] }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        get { indices.contains(index) ? self[index] : nil }
        set {
            guard let value = newValue, indices.contains(index) else { return }
            self[index] = value
        }
    }
}

let sheet = Spreadsheet()
let sameSheet = sheet
sheet["A", 1] = 2.5
sheet["A", 2] = 4
sameSheet["A", 3] += sheet["A", 1] * 2
sheet["B", 1] = 1
print(sheet[column: "A"], sheet[column: "B"], sameSheet.writes)

var values = [10, 20, 30]
print(values[safe: 1] ?? -1, values[safe: 5] ?? -1)
values[safe: 1] = 25
values[safe: 7] = 99
values[safe: 0] = nil
print(values)

var matrix = [[1, 2], [3]]
matrix[safe: 1]?.append(4)
matrix[safe: 4]?.append(5)
print(matrix)

struct Row {
    var cells: [String]
    subscript(i: Int, default value: String = "?") -> String {
        get { cells.indices.contains(i) ? cells[i] : value }
        set {
            while cells.count <= i { cells.append(value) }
            cells[i] = newValue
        }
    }
}
var row = Row(cells: ["a"])
print(row[0], row[3], row[3, default: "-"])
row[3] = "d"
row[5, default: "_"] = "f"
print(row.cells)

// expect: 11.5 1.0 4
// expect: 20 -1
// expect: [10, 25, 30]
// expect: [[1, 2], [3, 4]]
// expect: a ? -
// expect: ["a", "?", "?", "d", "_", "f"]
