// Compiler test style: key paths through subscripts with arguments — arrays, dictionaries, custom labeled subscripts, and key paths stored in collections
struct Sheet {
    var cells: [String: Int] = [:]
    subscript(col: Character, row: Int) -> Int {
        get { cells["\(col)\(row)"] ?? 0 }
        set { cells["\(col)\(row)"] = newValue }
    }
    subscript(range r: ClosedRange<Int>, col c: Character) -> Int {
        r.reduce(0) { $0 + self[c, $1] }
    }
}

var sheet = Sheet()
let a1 = \Sheet.[ "A", 1]
let a2 = \Sheet.["A", 2]
sheet[keyPath: a1] = 5
sheet[keyPath: a2] = 7
sheet[keyPath: \Sheet.["B", 1]] = 100
print(sheet[keyPath: a1], sheet[keyPath: a2], sheet[keyPath: \.[range: 1...3, col: "A"]])
print(a1 == \Sheet.["A", 1], a1 == a2)

// Arrays of key paths differing only by subscript argument.
let column: [WritableKeyPath<Sheet, Int>] = (1...3).map { \Sheet.["C", $0] }
for (i, kp) in column.enumerated() { sheet[keyPath: kp] = (i + 1) * 11 }
print(column.map { sheet[keyPath: $0] }, sheet.cells.count)

// Key paths into nested arrays and dictionaries.
struct Model {
    var matrix: [[Int]]
    var lookup: [String: [Int]]
}
var model = Model(matrix: [[1, 2], [3, 4]], lookup: ["x": [10, 20]])
let cell = \Model.matrix[1][0]
let firstOfX = \Model.lookup["x"]?[0]
let missing = \Model.lookup["nope"]?[0]
print(model[keyPath: cell], model[keyPath: firstOfX] as Any, model[keyPath: missing] as Any)
model[keyPath: cell] *= 10
model[keyPath: \Model.lookup["x"]]?.append(30)
model[keyPath: \Model.lookup["y"]] = [1]
print(model.matrix, model.lookup.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" })

// Key paths captured with runtime values.
func rowKeyPath(_ r: Int) -> KeyPath<Model, [Int]> { \Model.matrix[r] }
print(model[keyPath: rowKeyPath(0)], model[keyPath: rowKeyPath(1).appending(path: \.count)])

// Key path with a subscript on a String and Array.count.
struct Doc { var lines: [String] }
let doc = Doc(lines: ["alpha", "beta", "gamma"])
let lineLen: [KeyPath<Doc, Int>] = [\.lines[0].count, \.lines[2].count, \.lines.count]
print(lineLen.map { doc[keyPath: $0] })
print(doc[keyPath: \.lines.last?.first] as Any, doc[keyPath: \Doc.lines[1].first!])

// Key paths as dictionary keys (they are Hashable).
var labels: [KeyPath<Doc, Int>: String] = [:]
labels[\.lines.count] = "line count"
labels[\.lines[0].count] = "first length"
print(labels[\Doc.lines.count]!, labels[\Doc.lines[0].count]!, labels[\Doc.lines[1].count] ?? "none")

// expect: 5 7 12
// expect: true false
// expect: [11, 22, 33] 6
// expect: 3 Optional(10) nil
// expect: [[1, 2], [30, 4]] ["x[10, 20, 30]", "y[1]"]
// expect: [1, 2] 2
// expect: [5, 5, 3]
// expect: Optional("g") b
// expect: line count first length none
