// Swift book style: Deinitialization: deinit order, bank and player, scope exit
class Bank {
    static var coinsInBank = 10_000
    static func distribute(coins numberOfCoinsRequested: Int) -> Int {
        let numberOfCoinsToVend = min(numberOfCoinsRequested, coinsInBank)
        coinsInBank -= numberOfCoinsToVend
        return numberOfCoinsToVend
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
print("A new player has joined the game with \(playerOne!.coinsInPurse) coins")
playerOne!.win(coins: 2_000)
print("PlayerOne won 2000 coins & now has \(playerOne!.coinsInPurse) coins")
playerOne = nil
print("The bank now has \(Bank.coinsInBank) coins")

class Tracked {
    let label: String
    init(_ label: String) { self.label = label; print("init \(label)") }
    deinit { print("deinit \(label)") }
}
func scoped() {
    let a = Tracked("a")
    do {
        let b = Tracked("b")
        _ = b
        print("leaving inner scope")
    }
    print("still have \(a.label)")
}
scoped()

var holder: [Tracked] = [Tracked("x"), Tracked("y")]
var extra: Tracked? = holder[0]
holder.removeAll()
print("array cleared")
extra = nil
print("extra cleared")

class Parent {
    let child = Tracked("child")
    deinit { print("deinit parent") }
}
var parent: Parent? = Parent()
parent = nil
print("done")

// expect: A new player has joined the game with 100 coins
// expect: PlayerOne won 2000 coins & now has 2100 coins
// expect: One leaves, returning 2100 coins
// expect: The bank now has 10000 coins
// expect: init a
// expect: init b
// expect: leaving inner scope
// expect: deinit b
// expect: still have a
// expect: deinit a
// expect: init x
// expect: init y
// expect: deinit y
// expect: array cleared
// expect: deinit x
// expect: extra cleared
// expect: init child
// expect: deinit parent
// expect: deinit child
// expect: done
