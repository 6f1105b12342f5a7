// deinit-scopes
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Bank {
    static var coinsInBank = 10_000
    static func distribute(coins requested: Int) -> Int {
        let toVend = min(requested, coinsInBank)
        coinsInBank -= toVend
        return toVend
    }
    static func receive(coins: Int) {
        coinsInBank += coins
    }
}

class Player {
    let name: String
    var coinsInPurse: Int
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
print("bank:", Bank.coinsInBank)
playerOne!.win(coins: 2_000)
print("bank:", Bank.coinsInBank)
playerOne = nil
print("bank:", Bank.coinsInBank)

func playRound() {
    let temp = Player(name: "Temp", coins: 50)
    temp.win(coins: 5)
    print("round over for \(temp.name)")
}
playRound()
print("after round")

do {
    let a = Player(name: "A", coins: 1)
    a.win(coins: 2)
    print("in scope: \(a.name) has \(a.coinsInPurse)")
}
print("scope closed")

var table: [Player] = [Player(name: "X", coins: 3), Player(name: "Y", coins: 4), Player(name: "Z", coins: 5)]
table.remove(at: 1)
print("removed one")
let keeper = table[0]
table.removeAll()
print("table cleared, keeper is \(keeper.name)")
print("bank:", Bank.coinsInBank)
// expect: One joins with 100 coins
// expect: bank: 9900
// expect: bank: 7900
// expect: One leaves, returning 2100 coins
// expect: bank: 10000
// expect: Temp joins with 50 coins
// expect: round over for Temp
// expect: Temp leaves, returning 55 coins
// expect: after round
// expect: A joins with 1 coins
// expect: in scope: A has 3
// expect: A leaves, returning 3 coins
// expect: scope closed
// expect: X joins with 3 coins
// expect: Y joins with 4 coins
// expect: Z joins with 5 coins
// expect: Y leaves, returning 4 coins
// expect: removed one
// expect: Z leaves, returning 5 coins
// expect: table cleared, keeper is X
// expect: bank: 9997
