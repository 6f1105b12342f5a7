// Book style (Deinitialization): bank of coins with deinit returning resources
class CoinBank {
    static var coinsInBank = 100
    static func distribute(_ n: Int) -> Int {
        let given = min(n, coinsInBank)
        coinsInBank -= given
        return given
    }
    static func receive(_ n: Int) { coinsInBank += n }
}

class Gambler {
    let name: String
    var purse: Int
    init(name: String, coins: Int) {
        self.name = name
        purse = CoinBank.distribute(coins)
        print("\(name) joins with \(purse) coins")
    }
    func win(_ coins: Int) { purse += CoinBank.distribute(coins) }
    deinit {
        print("\(name) leaves, returning \(purse) coins")
        CoinBank.receive(purse)
    }
}

class Table {
    var seats: [Gambler] = []
    let label: String
    init(label: String) { self.label = label }
    deinit { print("table \(label) closed with \(seats.count) seats") }
}

var first: Gambler? = Gambler(name: "Ada", coins: 30)
print(CoinBank.coinsInBank)
first?.win(50)
print(first?.purse as Any, CoinBank.coinsInBank)
first = nil
print("after Ada:", CoinBank.coinsInBank)

func playRound() {
    let local = Gambler(name: "Ben", coins: 10)
    local.win(5)
    print("round over for \(local.name) with \(local.purse)")
}
playRound()
print("after round:", CoinBank.coinsInBank)

var table: Table? = Table(label: "T1")
table?.seats.append(Gambler(name: "Cy", coins: 200))
table?.seats.append(Gambler(name: "Di", coins: 5))
print(CoinBank.coinsInBank)
table?.seats.removeFirst()
print("removed first seat", CoinBank.coinsInBank)
table = nil
print("final bank:", CoinBank.coinsInBank)

do {
    let scoped = Gambler(name: "Ed", coins: 1)
    _ = scoped
    print("in scope")
}
print("done", CoinBank.coinsInBank)

// expect: Ada joins with 30 coins
// expect: 70
// expect: Optional(80) 20
// expect: Ada leaves, returning 80 coins
// expect: after Ada: 100
// expect: Ben joins with 10 coins
// expect: round over for Ben with 15
// expect: Ben leaves, returning 15 coins
// expect: after round: 100
// expect: Cy joins with 100 coins
// expect: Di joins with 0 coins
// expect: 0
// expect: Cy leaves, returning 100 coins
// expect: removed first seat 100
// expect: table T1 closed with 1 seats
// expect: Di leaves, returning 0 coins
// expect: final bank: 100
// expect: Ed joins with 1 coins
// expect: in scope
// expect: Ed leaves, returning 1 coins
// expect: done 100
