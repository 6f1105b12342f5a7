// memory-safety-exclusivity
// expected output: swiftc 6.3.1 (Linux), run on this machine
var stepSize = 1

func increment(_ number: inout Int) {
    number += stepSize
}

var myNumber = 5
increment(&myNumber)
print(myNumber)

// Copy first so the read of stepSize does not overlap the write.
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
    mutating func restoreHealth() {
        health = Player.maxHealth
    }
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
    var local = Player(name: "Local", health: 9, energy: 3)
    balance(&local.health, &local.energy)
    print(local.health, local.energy)
}
someFunction()

var numbers = [10, 20, 30, 40]
numbers.swapAt(0, 3)
print(numbers)
var a = numbers[1], b = numbers[2]
swap(&a, &b)
numbers[1] = a
numbers[2] = b
print(numbers)

func modifyAll(_ values: inout [Int], by f: (Int) -> Int) {
    for i in values.indices { values[i] = f(values[i]) }
}
let offset = numbers.count
modifyAll(&numbers) { $0 + offset }
print(numbers)
maria.restoreHealth()
print(maria)
// expect: 6
// expect: 2
// expect: 36 36
// expect: 8 7
// expect: 6 6
// expect: [40, 20, 30, 10]
// expect: [40, 30, 20, 10]
// expect: [44, 34, 24, 14]
// expect: Player(name: "Maria", health: 10, energy: 10)
