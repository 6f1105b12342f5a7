// Swift book style: subscripts
// Checks: read-only subscripts, get/set subscripts with multiple parameters,
// subscript overloading by label, default argument values in subscripts,
// type (static) subscripts, subscripts with a precondition-free bounds check.

struct MultiplicationTable {
    let multiplier: Int
    subscript(index: Int) -> Int {
        return multiplier * index
    }
}
let threeTimes = MultiplicationTable(multiplier: 3)
print("six times three is \(threeTimes[6])")

struct Grid {
    let rows: Int, columns: Int
    var cells: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: 0.0, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        return row >= 0 && row < rows && column >= 0 && column < columns
    }
    subscript(row: Int, column: Int) -> Double {
        get {
            return cells[(row * columns) + column]
        }
        set {
            cells[(row * columns) + column] = newValue
        }
    }
}

var grid = Grid(rows: 2, columns: 2)
grid[0, 1] = 1.5
grid[1, 0] = 3.2
print(grid.cells)
print("valid(2,2): \(grid.indexIsValid(row: 2, column: 2))")
grid[1, 1] += 0.5
print("grid[1,1] \(grid[1, 1])")

enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
    static subscript(n: Int) -> Planet {
        return Planet(rawValue: n)!
    }
}
let mars = Planet[4]
print(mars)

struct Shelf {
    var books: [String]
    subscript(position: Int, fallback fallback: String = "empty") -> String {
        position < books.count ? books[position] : fallback
    }
    subscript(titled prefix: String) -> [String] {
        books.filter { $0.hasPrefix(prefix) }
    }
}
let shelf = Shelf(books: ["Dune", "Emma", "Dracula"])
print(shelf[0])
print(shelf[5])
print(shelf[5, fallback: "none"])
print(shelf[titled: "D"])

// Subscript with a setter on a class
final class Registry {
    private var storage: [String: Int] = [:]
    subscript(key: String) -> Int {
        get { storage[key, default: 0] }
        set { storage[key] = newValue }
    }
    var sortedKeys: [String] { storage.keys.sorted() }
}
let registry = Registry()
registry["apples"] = 3
registry["pears"] += 2
registry["apples"] *= 4
for key in registry.sortedKeys {
    print("\(key): \(registry[key])")
}
print("missing: \(registry["plums"])")

// Variadic subscript
struct Polynomial {
    var coefficients: [Int]
    subscript(points: Int...) -> [Int] {
        points.map { x in
            var result = 0
            for c in coefficients.reversed() { result = result * x + c }
            return result
        }
    }
}
let poly = Polynomial(coefficients: [1, 0, 2]) // 1 + 2x^2
print(poly[0, 1, 2, 3])

// Static subscript with a default argument on a struct
struct Palette {
    static let names = ["red", "green", "blue"]
    static subscript(i: Int, upper upper: Bool = false) -> String {
        upper ? names[i].uppercased() : names[i]
    }
}
print(Palette[1])
print(Palette[2, upper: true])

// Subscript through optional chaining
var maybeGrid: Grid? = grid
maybeGrid?[0, 0] = 9.0
print(maybeGrid?[0, 0] ?? -1)
maybeGrid = nil
print(maybeGrid?[0, 0] ?? -1)

// expect: six times three is 18
// expect: [0.0, 1.5, 3.2, 0.0]
// expect: valid(2,2): false
// expect: grid[1,1] 0.5
// expect: mars
// expect: Dune
// expect: empty
// expect: none
// expect: ["Dune", "Dracula"]
// expect: apples: 12
// expect: pears: 2
// expect: missing: 0
// expect: [1, 3, 9, 19]
// expect: green
// expect: BLUE
// expect: 9.0
// expect: -1
