// Compiler test style: deinitializers returning resources to a shared type, triggered by setting optionals to nil
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
        print("player leaving with \(coinsInPurse) coins")
        Bank.receive(coins: coinsInPurse)
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

var greedy: Player? = Player(coins: 20_000)
print(greedy!.coinsInPurse, Bank.coinsInBank)
var alias = greedy
greedy = nil
print("still here:", alias!.coinsInPurse)
alias = nil
print("bank restored:", Bank.coinsInBank)
// expect: A new player has joined the game with 100 coins
// expect: There are now 9900 coins left in the bank
// expect: PlayerOne won 2000 coins & now has 2100 coins
// expect: The bank now only has 7900 coins left
// expect: player leaving with 2100 coins
// expect: PlayerOne has left the game
// expect: The bank now has 10000 coins
// expect: 10000 0
// expect: still here: 10000
// expect: player leaving with 10000 coins
// expect: bank restored: 10000
