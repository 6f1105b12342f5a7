// Swift compiler test/Interpreter style + "Memory Safety": inout copy-in/copy-out through computed properties and subscripts, observers firing once after writeback, avoiding overlapping access with local copies
struct Temperature {
    var celsius: Double = 0
    var fahrenheit: Double {
        get { print("  get fahrenheit"); return celsius * 9 / 5 + 32 }
        set { print("  set fahrenheit \(newValue)"); celsius = (newValue - 32) * 5 / 9 }
    }
}

func addTen(_ x: inout Double) {
    print("  addTen sees \(x)")
    x += 10
    print("  addTen leaves \(x)")
}

var temp = Temperature(celsius: 100)
print("inout through computed property:")
addTen(&temp.fahrenheit)
print("celsius now \(temp.celsius)")

struct Grid {
    var cells = [1, 2, 3]
    subscript(i: Int) -> Int {
        get { print("  subscript get \(i)"); return cells[i] }
        set { print("  subscript set \(i) = \(newValue)"); cells[i] = newValue }
    }
}
func double(_ x: inout Int) { x *= 2 }
var grid = Grid()
print("inout through subscript:")
double(&grid[1])
print(grid.cells)

class Observed {
    var value = 1 {
        didSet { print("  didSet \(oldValue) -> \(value)") }
    }
}
func triple(_ x: inout Int) {
    x *= 3
    x += 1
    print("  inside triple x = \(x)")
}
let o = Observed()
print("inout on observed property (one didSet):")
triple(&o.value)

func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
var playerOneScore = 42
var playerTwoScore = 30
balance(&playerOneScore, &playerTwoScore)
print(playerOneScore, playerTwoScore)
var copyOfScore = playerOneScore
balance(&copyOfScore, &playerOneScore)   // distinct variables: no conflicting access
print(copyOfScore, playerOneScore)

struct Player {
    var name: String
    var health: Int
    var energy: Int
    static let maxHealth = 10
    mutating func restoreHealth() { health = Player.maxHealth }
    mutating func shareHealth(with teammate: inout Player) {
        balance(&teammate.health, &health)
    }
}
var oscar = Player(name: "Oscar", health: 10, energy: 10)
var maria = Player(name: "Maria", health: 5, energy: 10)
oscar.shareHealth(with: &maria)
print(oscar.health, maria.health)
func tweak() {
    var local = Player(name: "Local", health: 3, energy: 9)
    balance(&local.health, &local.energy)   // ok for local struct stored properties
    print(local.health, local.energy)
}
tweak()

var numbers = [5, 6, 7]
func incrementAll(_ a: inout [Int]) { for i in a.indices { a[i] += 1 } }
incrementAll(&numbers)
numbers.swapAt(0, 2)   // swap(&numbers[0], &numbers[2]) would be an exclusivity violation
print(numbers)

// expect: inout through computed property:
// expect:   get fahrenheit
// expect:   addTen sees 212.0
// expect:   addTen leaves 222.0
// expect:   set fahrenheit 222.0
// expect: celsius now 105.55555555555556
// expect: inout through subscript:
// expect:   subscript get 1
// expect:   subscript set 1 = 4
// expect: [1, 4, 3]
// expect: inout on observed property (one didSet):
// expect:   inside triple x = 4
// expect:   didSet 1 -> 4
// expect: 36 36
// expect: 36 36
// expect: 8 7
// expect: 6 6
// expect: [8, 7, 6]
