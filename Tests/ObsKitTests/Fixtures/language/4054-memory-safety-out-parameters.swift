// Swift book style: Memory Safety: in-out parameters, legal accesses and copies to avoid conflicts
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
print("scores: \(playerOneScore), \(playerTwoScore)")

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
print("oscar \(oscar.health), maria \(maria.health)")
maria.restoreHealth()
print("maria restored: \(maria.health)")

func someFunction() {
    var local = Player(name: "Local", health: 10, energy: 3)
    balance(&local.health, &local.energy)
    print("local: health \(local.health), energy \(local.energy)")
}
someFunction()

func swapValues<T>(_ a: inout T, _ b: inout T) {
    let tmp = a
    a = b
    b = tmp
}
var left = "left", right = "right"
swapValues(&left, &right)
print("swapped: \(left) \(right)")

var numbers = [5, 1, 4]
func doubleAll(_ arr: inout [Int]) {
    for i in arr.indices { arr[i] *= 2 }
}
doubleAll(&numbers)
print("doubled: \(numbers)")
numbers.swapAt(0, 2)
print("swapAt: \(numbers)")
func swapLocalTuple() {
    var tuple = (a: 1, b: 2)
    swapValues(&tuple.a, &tuple.b)
    print("tuple: \(tuple.a) \(tuple.b)")
}
swapLocalTuple()
// expect: stepSize is now 2
// expect: scores: 36, 36
// expect: oscar 8, maria 7
// expect: maria restored: 10
// expect: local: health 6, energy 7
// expect: swapped: right left
// expect: doubled: [10, 2, 8]
// expect: swapAt: [8, 2, 10]
// expect: tuple: 2 1
