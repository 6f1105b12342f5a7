// Swift book style: Memory Safety + Functions - avoiding conflicting inout access by copying, local variable mutation, structs and tuples
var stepSize = 1
func increment(_ number: inout Int) {
    number += stepSize
}
var copyOfStepSize = stepSize
increment(&copyOfStepSize)
stepSize = copyOfStepSize
print("stepSize is now \(stepSize)")

func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
var playerOneScore = 42
var playerTwoScore = 30
balance(&playerOneScore, &playerTwoScore)
print(playerOneScore, playerTwoScore)

struct Player {
    var name: String
    var health: Int
    var energy: Int
    static let maxHealth = 10
    mutating func restoreHealth() { health = Player.maxHealth }
}
extension Player {
    mutating func shareHealth(with teammate: inout Player) {
        balance(&teammate.health, &health)
    }
}
var oscar = Player(name: "Oscar", health: 10, energy: 10)
var maria = Player(name: "Maria", health: 5, energy: 10)
oscar.shareHealth(with: &maria)
print(oscar.health, maria.health)

func someFunction() {
    var oscar = Player(name: "Oscar", health: 10, energy: 10)
    balance(&oscar.health, &oscar.energy)
    print("local oscar: \(oscar.health) \(oscar.energy)")
}
someFunction()

var holly = Player(name: "Holly", health: 3, energy: 9)
var hollyCopy = holly
holly.restoreHealth()
print(holly.health, hollyCopy.health)
hollyCopy.shareHealth(with: &holly)
print(holly.health, hollyCopy.health)

var playerInformation = (health: 10, energy: 20)
var energyCopy = playerInformation.energy
balance(&playerInformation.health, &energyCopy)
playerInformation.energy = energyCopy
print(playerInformation)

func modify(_ values: inout [Int], using transform: (Int) -> Int) {
    for i in values.indices { values[i] = transform(values[i]) }
}
var data = [1, 2, 3, 4]
let offset = data.count
modify(&data) { $0 * 10 + offset }
print(data)

func appendTwice(_ s: inout String, _ piece: String) {
    s += piece
    s += piece
}
var word = "ab"
let piece = word
appendTwice(&word, piece)
print(word)

var counters = [0, 0, 0]
func bump(_ x: inout Int, times: Int) { for _ in 0..<times { x += 1 } }
bump(&counters[0], times: 2)
bump(&counters[2], times: 5)
var tmp = counters[1]
bump(&tmp, times: counters[2])
counters[1] = tmp
print(counters)

struct Grid {
    var cells: [[Int]]
    mutating func swapCells(_ a: (Int, Int), _ b: (Int, Int)) {
        let t = cells[a.0][a.1]
        cells[a.0][a.1] = cells[b.0][b.1]
        cells[b.0][b.1] = t
    }
}
var grid = Grid(cells: [[1, 2], [3, 4]])
grid.swapCells((0, 0), (1, 1))
grid.swapCells((0, 1), (1, 0))
print(grid.cells)

class Box { var value: Int; init(_ v: Int) { value = v } }
func incrementBoth(_ a: Box, _ b: Box) { a.value += 1; b.value += 1 }
let shared = Box(5)
incrementBoth(shared, shared)
print(shared.value)
var dict = ["a": 1, "b": 2]
func addOne(_ x: inout Int?) { x = (x ?? 0) + 1 }
addOne(&dict["a"])
addOne(&dict["z"])
print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// expect: stepSize is now 2
// expect: 36 36
// expect: 8 7
// expect: local oscar: 10 10
// expect: 10 3
// expect: 6 7
// expect: (health: 15, energy: 15)
// expect: [14, 24, 34, 44]
// expect: ababab
// expect: [2, 5, 5]
// expect: [[4, 3], [2, 1]]
// expect: 7
// expect: ["a=2", "b=2", "z=1"]
