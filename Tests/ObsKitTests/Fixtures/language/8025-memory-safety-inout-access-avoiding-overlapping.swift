// Swift book style (Memory Safety): inout access, avoiding overlapping access with copies, struct methods
var stepSize = 1
func increment(_ number: inout Int) { number += stepSize }
var other = 10
increment(&other)
print(other)
var copyOfStep = stepSize
increment(&copyOfStep)
stepSize = copyOfStep
print(stepSize)
func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
var p1 = 42, p2 = 30
balance(&p1, &p2)
print(p1, p2)
struct Player {
    var name: String
    var health: Int
    var energy: Int
    static let maxHealth = 10
    mutating func restoreHealth() { health = Player.maxHealth }
}
extension Player {
    mutating func shareHealth(with teammate: inout Player) { balance(&teammate.health, &health) }
}
var oscar = Player(name: "Oscar", health: 10, energy: 10)
var maria = Player(name: "Maria", health: 5, energy: 10)
oscar.shareHealth(with: &maria)
print(oscar.health, maria.health)
oscar.health = 3
oscar.restoreHealth()
print(oscar.health)
func someFunction() {
    var local = Player(name: "Ivy", health: 10, energy: 4)
    balance(&local.health, &local.energy)
    print(local.health, local.energy)
}
someFunction()
var arr = [1, 2, 3]
func doubleAll(_ a: inout [Int]) { for i in a.indices { a[i] *= 2 } }
doubleAll(&arr)
print(arr)
var tuple = (a: 1, b: 9)
var ta = tuple.a, tb = tuple.b
balance(&ta, &tb)
tuple = (ta, tb)
print(tuple)
// expect: 11
// expect: 2
// expect: 36 36
// expect: 8 7
// expect: 10
// expect: 7 7
// expect: [2, 4, 6]
// expect: (a: 5, b: 5)
