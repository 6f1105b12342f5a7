// Swift book style: Methods + Subscripts - mutating methods, self assignment, type methods, multi-parameter and type subscripts
class Counter {
    var count = 0
    func increment() { count += 1 }
    func increment(by amount: Int) { count += amount }
    func reset() { count = 0 }
}
let counter = Counter()
counter.increment()
counter.increment(by: 5)
print(counter.count)
counter.reset()
print(counter.count)

struct Point {
    var x = 0.0, y = 0.0
    func isToTheRightOf(x: Double) -> Bool { self.x > x }
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        x += deltaX
        y += deltaY
    }
}
var somePoint = Point(x: 1.0, y: 1.0)
print(somePoint.isToTheRightOf(x: 0.5))
somePoint.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(somePoint.x), \(somePoint.y))")

struct Point2 {
    var x = 0.0, y = 0.0
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        self = Point2(x: x + deltaX, y: y + deltaY)
    }
}
var p2 = Point2()
p2.moveBy(x: -1.5, y: 4)
print(p2)

enum TriStateSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}
var ovenLight = TriStateSwitch.low
ovenLight.next()
print(ovenLight)
ovenLight.next()
print(ovenLight)

struct LevelTracker {
    static var highestUnlockedLevel = 1
    var currentLevel = 1
    static func unlock(_ level: Int) {
        if level > highestUnlockedLevel { highestUnlockedLevel = level }
    }
    static func isUnlocked(_ level: Int) -> Bool { level <= highestUnlockedLevel }
    @discardableResult
    mutating func advance(to level: Int) -> Bool {
        if LevelTracker.isUnlocked(level) {
            currentLevel = level
            return true
        }
        return false
    }
}
class Player {
    var tracker = LevelTracker()
    let playerName: String
    func complete(level: Int) {
        LevelTracker.unlock(level + 1)
        tracker.advance(to: level + 1)
    }
    init(name: String) { playerName = name }
}
var player = Player(name: "Argyrios")
player.complete(level: 1)
print("highest unlocked level is now \(LevelTracker.highestUnlockedLevel)")
player = Player(name: "Beto")
if player.tracker.advance(to: 6) {
    print("player is now on level 6")
} else {
    print("level 6 hasn't yet been unlocked")
}

struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int { multiplier * index }
}
let threeTimesTable = TimesTable(multiplier: 3)
print("six times three is \(threeTimesTable[6])")

struct Matrix {
    let rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    func indexIsValid(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }
    subscript(row: Int, column: Int) -> Double {
        get {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            return grid[(row * columns) + column]
        }
        set {
            assert(indexIsValid(row: row, column: column), "Index out of range")
            grid[(row * columns) + column] = newValue
        }
    }
}
var matrix = Matrix(rows: 2, columns: 2)
matrix[0, 1] = 1.5
matrix[1, 0] = 3.2
print(matrix.grid)
print(matrix.indexIsValid(row: 2, column: 2))

enum Planet: Int {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
    static subscript(n: Int) -> Planet { Planet(rawValue: n)! }
}
let mars = Planet[4]
print(mars)

struct Grid {
    var cells: [String: String] = [:]
    subscript(col: Character, row: Int) -> String {
        get { cells["\(col)\(row)", default: "."] }
        set { cells["\(col)\(row)"] = newValue }
    }
    subscript(row row: Int) -> String {
        "ABC".map { self[$0, row] }.joined()
    }
}
var g = Grid()
g["A", 1] = "X"
g["C", 1] = "O"
g["B", 2] = "X"
print(g[row: 1], g[row: 2], g[row: 3])

// expect: 6
// expect: 0
// expect: true
// expect: The point is now at (3.0, 4.0)
// expect: Point2(x: -1.5, y: 4.0)
// expect: high
// expect: off
// expect: highest unlocked level is now 2
// expect: level 6 hasn't yet been unlocked
// expect: six times three is 18
// expect: [0.0, 1.5, 3.2, 0.0]
// expect: false
// expect: mars
// expect: X.O .X. ...
