// Book style (Memory Safety): avoiding conflicting access with local copies, inout on distinct variables and tuple members
var stepSize = 1
func increment(_ number: inout Int) {
    number += stepSize
}
var copyOfStepSize = stepSize
increment(&copyOfStepSize)
stepSize = copyOfStepSize
print(stepSize)

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
    var local = Player(name: "Local", health: 10, energy: 6)
    balance(&local.health, &local.energy)
    print(local.health, local.energy)
}
someFunction()

var scores = (home: 7, away: 12)
var home = scores.home
var away = scores.away
balance(&home, &away)
scores = (home, away)
print(scores)

var numbers = [1, 2, 3, 4, 5]
func doubleInPlace(_ values: inout [Int]) {
    for i in values.indices { values[i] *= 2 }
}
doubleInPlace(&numbers)
print(numbers)
numbers.swapAt(0, 4)
print(numbers)
var pair = [10, 20]
var first = pair[0], second = pair[1]
balance(&first, &second)
pair = [first, second]
print(pair)
func bump(_ a: inout Int, by amount: Int) { a += amount }
var total = 5
bump(&total, by: total)
print(total)
oscar.restoreHealth()
print(oscar.health, maria.health)

// expect: 2
// expect: 36 36
// expect: 8 7
// expect: 8 8
// expect: (home: 9, away: 10)
// expect: [2, 4, 6, 8, 10]
// expect: [10, 4, 6, 8, 2]
// expect: [15, 15]
// expect: 10
// expect: 10 7
