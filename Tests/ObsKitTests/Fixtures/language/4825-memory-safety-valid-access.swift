// Swift book style: memory safety, written to avoid conflicting accesses
// Checks: in-out parameters on distinct variables, copying before passing the same
// variable twice, mutating methods taking another instance, local struct properties
// accessed through inout separately, swapAt and tuple swapping.

var stepSize = 1
func increment(_ number: inout Int) {
    number += stepSize
}
var copyOfStepSize = stepSize
increment(&copyOfStepSize)
stepSize = copyOfStepSize
print("stepSize \(stepSize)")

func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
var playerOneScore = 42
var playerTwoScore = 30
balance(&playerOneScore, &playerTwoScore)
print("scores \(playerOneScore) \(playerTwoScore)")

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

func someFunction() {
    var local = Player(name: "Local", health: 10, energy: 2)
    balance(&local.health, &local.energy)
    print("local health \(local.health), energy \(local.energy)")
}
someFunction()

// Tuple elements of a local variable
func tupleDemo() {
    var pair = (left: 3, right: 9)
    balance(&pair.left, &pair.right)
    print("pair \(pair.left) \(pair.right)")
}
tupleDemo()

// Making a copy first to pass the same value twice
var shared = 11
var sharedCopy = shared
balance(&shared, &sharedCopy)
print("shared \(shared), copy \(sharedCopy)")

// Swapping without overlapping access
var values = [5, 1, 4]
values.swapAt(0, 2)
print(values)
var a = "first", b = "second"
(a, b) = (b, a)
print(a, b)
swap(&a, &b)
print(a, b)

// A mutating method reading another property of self is fine
struct Wallet {
    var coins: [Int]
    var limit: Int
    mutating func trim() {
        coins = coins.filter { $0 <= limit }
    }
    mutating func add(_ more: [Int]) {
        coins += more
        trim()
    }
}
var wallet = Wallet(coins: [1, 5, 50], limit: 10)
wallet.add([2, 20, 10])
print(wallet.coins)

// inout on an array element and a separate variable
var grid = [[0, 0], [0, 0]]
var bonus = 7
balance(&grid[1][0], &bonus)
print(grid, bonus)

// Class instance properties: in-out through a local copy of the value
final class Scoreboard {
    var home = 8
    var away = 2
}
let board = Scoreboard()
var home = board.home
var away = board.away
balance(&home, &away)
board.home = home
board.away = away
print("board \(board.home)-\(board.away)")

// inout passed through to another function
func doubleThenIncrement(_ n: inout Int) {
    n *= 2
    increment(&n)
}
var z = 20
doubleThenIncrement(&z)
print("z \(z)")

// expect: stepSize 2
// expect: scores 36 36
// expect: oscar 8, maria 7
// expect: local health 6, energy 6
// expect: pair 6 6
// expect: shared 11, copy 11
// expect: [4, 1, 5]
// expect: second first
// expect: first second
// expect: [1, 5, 2, 10]
// expect: [[0, 0], [3, 0]] 4
// expect: board 5-5
// expect: z 42
