// Compiler test style: value semantics of arrays of structs, nested collections, and copy-on-write isolation
struct Cell { var value: Int; var notes: [String] }

var grid: [[Cell]] = [
    [Cell(value: 1, notes: []), Cell(value: 2, notes: ["a"])],
    [Cell(value: 3, notes: ["b", "c"])]
]
var snapshot = grid
grid[0][1].value = 20
grid[0][1].notes.append("z")
grid[1].append(Cell(value: 4, notes: []))
print(grid.map { $0.map { $0.value } })
print(snapshot.map { $0.map { $0.value } })
print(grid[0][1].notes, snapshot[0][1].notes)

var row = snapshot[1]
row[0].notes.removeAll()
print(row[0].notes.count, snapshot[1][0].notes.count)

var book: [String: [Cell]] = ["x": [Cell(value: 7, notes: [])]]
let bookCopy = book
book["x"]![0].value += 1
book["x", default: []].append(Cell(value: 8, notes: []))
book["y", default: []].append(Cell(value: 9, notes: ["new"]))
print(book.keys.sorted(), book["x"]!.map { $0.value }, bookCopy["x"]!.map { $0.value })

func mutateParam(_ cells: [Cell]) -> [Cell] {
    var local = cells
    local[0].value = -1
    return local
}
let original = [Cell(value: 5, notes: [])]
let changed = mutateParam(original)
print(original[0].value, changed[0].value)

var a = [1, 2, 3]
var b = a
b.append(4)
a[0] = 99
print(a, b)
var slices = Array(a[1...])
slices[0] = 0
print(a, slices)
// expect: [[1, 20], [3, 4]]
// expect: [[1, 2], [3]]
// expect: ["a", "z"] ["a"]
// expect: 0 2
// expect: ["x", "y"] [8, 8] [7]
// expect: 5 -1
// expect: [99, 2, 3] [1, 2, 3, 4]
// expect: [99, 2, 3] [0, 3]
