// Sundell style (tuple and subscript key paths): key paths into tuples, arrays and dictionaries
struct Grid {
    var cells: [Int]
    var origin: (x: Int, y: Int)
    var names: [String: Int]
}

var grid = Grid(cells: [10, 20, 30], origin: (x: 1, y: 2), names: ["a": 1, "b": 2])

let firstCell = \Grid.cells[0]
let originY = \Grid.origin.y
let nameA = \Grid.names["a"]

print(grid[keyPath: firstCell])
print(grid[keyPath: originY])
print(grid[keyPath: nameA] as Any)
grid[keyPath: firstCell] = 99
grid[keyPath: originY] += 40
grid[keyPath: \Grid.names["c"]] = 3
print(grid.cells, grid.origin.y, grid.names.count)

let second = \[Int].[1]
print([7, 8, 9][keyPath: second])
let lookup = \[String: Int].["b"]
print(grid.names[keyPath: lookup]!)

let pair = (1, "one")
print(pair[keyPath: \(Int, String).1])
let point = (x: 3, y: 4)
print(point[keyPath: \.x] * point[keyPath: \.y])
print(grid[keyPath: \Grid.cells.count])
// expect: 10
// expect: 2
// expect: Optional(1)
// expect: [99, 20, 30] 42 3
// expect: 8
// expect: 2
// expect: one
// expect: 12
// expect: 3
