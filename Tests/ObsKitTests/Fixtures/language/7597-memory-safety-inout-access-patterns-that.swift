// Swift book style (Memory Safety): inout access patterns that compile, using local copies to avoid conflicts
var stepSize = 1
func increment(_ number: inout Int) {
    number += stepSize
}
var copyOfStepSize = stepSize
increment(&copyOfStepSize)
stepSize = copyOfStepSize
print("stepSize:", stepSize)

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
    var local = Player(name: "Local", health: 10, energy: 4)
    balance(&local.health, &local.energy)
    print(local.health, local.energy)
}
someFunction()
var tuple = (health: 9, energy: 3)
var h = tuple.health
balance(&h, &tuple.energy)
tuple.health = h
print(tuple)
var values = [1, 2, 3]
swap(&values[0], &playerOneScore)
print(values, playerOneScore)
values.swapAt(0, 2)
print(values)
// expect: stepSize: 2
// expect: 36 36
// expect: 8 7
// expect: 7 7
// expect: (health: 6, energy: 6)
// expect: [36, 2, 3] 1
// expect: [3, 2, 36]
