// The Swift Programming Language style (Memory Safety): in-out parameters without overlapping access, copying before passing, and mutating methods on distinct properties
var stepSize = 1

func increment(_ number: inout Int) {
    number += stepSize
}

var counter = 10
increment(&counter)
print(counter)

var copyOfStep = stepSize
increment(&copyOfStep)
stepSize = copyOfStep
print("step now \(stepSize)")

func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}

var scoreA = 42, scoreB = 30
balance(&scoreA, &scoreB)
print(scoreA, scoreB)

struct Player {
    var name: String
    var health: Int
    var energy: Int
    mutating func restoreHealth() { health = 10 }
    mutating func share(with teammate: inout Player) {
        balance(&teammate.health, &health)
    }
}

var oscar = Player(name: "Oscar", health: 10, energy: 10)
var maria = Player(name: "Maria", health: 5, energy: 10)
oscar.share(with: &maria)
print(oscar.health, maria.health)

func someFunction() {
    var local = Player(name: "Lo", health: 7, energy: 3)
    balance(&local.health, &local.energy)
    print("local \(local.health) \(local.energy)")
}
someFunction()

var pairs = [(1, 9), (4, 4), (10, 0)]
for i in pairs.indices {
    var (l, r) = pairs[i]
    balance(&l, &r)
    pairs[i] = (l, r)
}
print(pairs.map { "\($0.0)/\($0.1)" })

func double(_ arr: inout [Int]) {
    for i in arr.indices { arr[i] *= 2 }
}
var list = [1, 2, 3]
double(&list)
var other = list
double(&other)
print(list, other)
maria.restoreHealth()
print(maria.health)

// expect: 11
// expect: step now 2
// expect: 36 36
// expect: 8 7
// expect: local 5 5
// expect: ["5/5", "4/4", "5/5"]
// expect: [2, 4, 6] [4, 8, 12]
// expect: 10
