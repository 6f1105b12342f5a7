// Swift book style: deinitializers with Bank and Player, releasing a player by setting it to nil
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
    let name: String
    init(name: String, coins: Int) {
        self.name = name
        coinsInPurse = Bank.distribute(coins: coins)
        print("\(name) joins with \(coinsInPurse) coins")
    }
    func win(coins: Int) {
        coinsInPurse += Bank.distribute(coins: coins)
    }
    deinit {
        print("\(name) leaves, returning \(coinsInPurse) coins")
        Bank.receive(coins: coinsInPurse)
    }
}

var playerOne: Player? = Player(name: "One", coins: 100)
print("A new player has joined the game with \(playerOne!.coinsInPurse) coins")
print("There are now \(Bank.coinsInBank) coins left in the bank")
playerOne!.win(coins: 2_000)
print("PlayerOne won 2000 coins & now has \(playerOne!.coinsInPurse) coins")
print("The bank now only has \(Bank.coinsInBank) coins left")
playerOne = nil
print("PlayerOne has left the game")
print("The bank now has \(Bank.coinsInBank) coins")

var playerTwo: Player? = Player(name: "Two", coins: 9_000)
let alias = playerTwo
playerTwo!.win(coins: 5_000)
print("bank after Two wins: \(Bank.coinsInBank)")
playerTwo = nil
print("Two still referenced by alias: \(alias!.coinsInPurse)")
do {
    let temp = Player(name: "Temp", coins: 1)
    temp.win(coins: 1)
}
print("bank at end: \(Bank.coinsInBank)")
// expect: One joins with 100 coins
// expect: A new player has joined the game with 100 coins
// expect: There are now 9900 coins left in the bank
// expect: PlayerOne won 2000 coins & now has 2100 coins
// expect: The bank now only has 7900 coins left
// expect: One leaves, returning 2100 coins
// expect: PlayerOne has left the game
// expect: The bank now has 10000 coins
// expect: Two joins with 9000 coins
// expect: bank after Two wins: 0
// expect: Two still referenced by alias: 10000
// expect: Temp joins with 0 coins
// expect: Temp leaves, returning 0 coins
// expect: bank at end: 0
