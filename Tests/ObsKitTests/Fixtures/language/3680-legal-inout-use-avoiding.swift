// Swift book style: legal inout use avoiding exclusivity conflicts via local copies
func bump(_ value: inout Int, by amount: Int) {
    value += amount
}

var stepSize = 3
var total = 10
bump(&total, by: stepSize)
print("total \(total)")

var copyOfStep = stepSize
bump(&copyOfStep, by: stepSize)
stepSize = copyOfStep
print("step \(stepSize)")

func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
var scoreA = 42
var scoreB = 31
balance(&scoreA, &scoreB)
print("scores \(scoreA) \(scoreB)")

struct Player {
    var name: String
    var health: Int
    var energy: Int
    mutating func shareHealth(with teammate: inout Player) {
        balance(&teammate.health, &health)
    }
}
var oscar = Player(name: "Oscar", health: 10, energy: 10)
var maria = Player(name: "Maria", health: 5, energy: 10)
oscar.shareHealth(with: &maria)
print("\(oscar.name) \(oscar.health), \(maria.name) \(maria.health)")

func someFunction() {
    var local = Player(name: "Local", health: 20, energy: 4)
    balance(&local.health, &local.energy)
    print("local \(local.health) \(local.energy)")
}
someFunction()

var numbers = [1, 2, 3, 4]
numbers.swapAt(0, 3)
bump(&numbers[1], by: 100)
print(numbers)
// expect: total 13
// expect: step 6
// expect: scores 36 37
// expect: Oscar 8, Maria 7
// expect: local 12 12
// expect: [4, 102, 3, 1]
