// Structures and Classes: classes are shared references: aliases see changes, === identity, let constants with mutable properties.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Thermostat {
    var target = 0.0
    var room: String?
}
let hallway = Thermostat()
hallway.room = "hallway"
hallway.target = 19.0
let sameHallway = hallway
sameHallway.target = 21.5
print("The hallway target is now \(hallway.target)")
if hallway === sameHallway {
    print("hallway and sameHallway are one thermostat.")
}
let lookalike = Thermostat()
lookalike.room = "hallway"
lookalike.target = 21.5
print(hallway === lookalike, hallway !== lookalike)
final class Account {
    let owner: String
    var balance: Int
    init(owner: String, balance: Int) { self.owner = owner; self.balance = balance }
}
func payBonus(_ account: Account, _ amount: Int) { account.balance += amount }
let shared = Account(owner: "team", balance: 100)
let accounts = [shared, Account(owner: "solo", balance: 5), shared]
payBonus(accounts[0], 50)
print(shared.balance, accounts[2].balance, accounts[1].balance)
print(accounts.filter { $0 === shared }.count)
var holder: [String: Account] = ["a": shared]
holder["a"]!.balance = 1
print(shared.balance)
let ids = Set(accounts.map { ObjectIdentifier($0) })
print("distinct accounts:", ids.count)
final class Node {
    var value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
}
let tail = Node(3)
let head = Node(1, next: Node(2, next: tail))
tail.value = 30
var cursor: Node? = head
var values: [Int] = []
while let node = cursor { values.append(node.value); cursor = node.next }
print(values, head.next!.next === tail)

// expect: The hallway target is now 21.5
// expect: hallway and sameHallway are one thermostat.
// expect: false true
// expect: 150 150 5
// expect: 2
// expect: 1
// expect: distinct accounts: 2
// expect: [1, 2, 30] true
