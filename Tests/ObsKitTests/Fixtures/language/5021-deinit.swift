// Deinitialization: deinit order, scope-based release, optional references, class hierarchies
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Bank {
    static var coinsInBank = 10_000
    static func distribute(coins: Int) -> Int {
        let n = min(coins, coinsInBank)
        coinsInBank -= n
        return n
    }
    static func receive(coins: Int) { coinsInBank += coins }
}
class Player {
    var coinsInPurse: Int
    let name: String
    init(name: String, coins: Int) {
        self.name = name
        coinsInPurse = Bank.distribute(coins: coins)
    }
    func win(coins: Int) { coinsInPurse += Bank.distribute(coins: coins) }
    deinit {
        print("\(name) leaves, returning \(coinsInPurse) coins")
        Bank.receive(coins: coinsInPurse)
    }
}
var playerOne: Player? = Player(name: "One", coins: 100)
print("purse \(playerOne!.coinsInPurse), bank \(Bank.coinsInBank)")
playerOne!.win(coins: 2_000)
print("purse \(playerOne!.coinsInPurse), bank \(Bank.coinsInBank)")
playerOne = nil
print("bank \(Bank.coinsInBank)")

class Parent {
    let label: String
    init(_ label: String) { self.label = label; print("init \(label)") }
    deinit { print("Parent deinit \(label)") }
}
class Child: Parent {
    deinit { print("Child deinit \(label)") }
}
func scope() {
    let a = Child("a")
    print("in scope with \(a.label)")
}
scope()
print("after scope")

var holders: [Parent] = [Parent("x"), Parent("y")]
let extra = holders[0]
holders.removeAll()
print("array cleared, extra is \(extra.label)")
do {
    let temp = Parent("t")
    _ = temp
}
print("end")
// expect: purse 100, bank 9900
// expect: purse 2100, bank 7900
// expect: One leaves, returning 2100 coins
// expect: bank 10000
// expect: init a
// expect: in scope with a
// expect: Child deinit a
// expect: Parent deinit a
// expect: after scope
// expect: init x
// expect: init y
// expect: Parent deinit y
// expect: array cleared, extra is x
// expect: init t
// expect: Parent deinit t
// expect: end
