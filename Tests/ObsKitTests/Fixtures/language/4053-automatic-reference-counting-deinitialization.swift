// Swift book style: Automatic Reference Counting: deinitialization order in class hierarchies and collections
class Base {
    let tag: String
    init(tag: String) {
        self.tag = tag
        print("Base init \(tag)")
    }
    deinit { print("Base deinit \(tag)") }
}

class Derived: Base {
    let extra: Int
    init(tag: String, extra: Int) {
        self.extra = extra
        print("Derived init \(tag) stage 1")
        super.init(tag: tag)
        print("Derived init \(tag) stage 2")
    }
    deinit { print("Derived deinit \(tag) extra \(extra)") }
}

var obj: Derived? = Derived(tag: "one", extra: 42)
obj = nil
print("---")

class Bank {
    static var coinsInBank = 10_000
    static func distribute(coins numberOfCoinsRequested: Int) -> Int {
        let numberOfCoinsToVend = min(numberOfCoinsRequested, coinsInBank)
        coinsInBank -= numberOfCoinsToVend
        return numberOfCoinsToVend
    }
    static func receive(coins: Int) {
        coinsInBank += coins
    }
}

class Player {
    var coinsInPurse: Int
    init(coins: Int) {
        coinsInPurse = Bank.distribute(coins: coins)
    }
    func win(coins: Int) {
        coinsInPurse += Bank.distribute(coins: coins)
    }
    deinit {
        Bank.receive(coins: coinsInPurse)
        print("player left, returned \(coinsInPurse) coins")
    }
}

var playerOne: Player? = Player(coins: 100)
print("A new player has joined the game with \(playerOne!.coinsInPurse) coins")
print("There are now \(Bank.coinsInBank) coins left in the bank")
playerOne!.win(coins: 2_000)
print("PlayerOne won 2000 coins & now has \(playerOne!.coinsInPurse) coins")
print("The bank now only has \(Bank.coinsInBank) coins left")
playerOne = nil
print("PlayerOne has left the game")
print("The bank now has \(Bank.coinsInBank) coins")
print("---")

var pair: (Base, Base)? = (Base(tag: "left"), Derived(tag: "right", extra: 1))
print("pair made")
pair = nil
print("pair released")
var dict: [String: Base] = ["k": Base(tag: "dict")]
dict["k"] = nil
print("dictionary entry removed, count \(dict.count)")
// expect: Derived init one stage 1
// expect: Base init one
// expect: Derived init one stage 2
// expect: Derived deinit one extra 42
// expect: Base deinit one
// expect: ---
// expect: A new player has joined the game with 100 coins
// expect: There are now 9900 coins left in the bank
// expect: PlayerOne won 2000 coins & now has 2100 coins
// expect: The bank now only has 7900 coins left
// expect: player left, returned 2100 coins
// expect: PlayerOne has left the game
// expect: The bank now has 10000 coins
// expect: ---
// expect: Base init left
// expect: Derived init right stage 1
// expect: Base init right
// expect: Derived init right stage 2
// expect: pair made
// expect: Base deinit left
// expect: Derived deinit right extra 1
// expect: Base deinit right
// expect: pair released
// expect: Base init dict
// expect: Base deinit dict
// expect: dictionary entry removed, count 0
