// Swift book style (Deinitialization): deinitializers returning resources to a shared pool
class Vault {
    static var coinsInVault = 1_000
    static func distribute(_ wanted: Int) -> Int {
        let given = min(wanted, coinsInVault)
        coinsInVault -= given
        return given
    }
    static func receive(_ coins: Int) { coinsInVault += coins }
}

class Gambler {
    let name: String
    var purse: Int
    init(name: String, coins: Int) {
        self.name = name
        purse = Vault.distribute(coins)
        print("\(name) joins with \(purse) coins")
    }
    func win(_ coins: Int) { purse += Vault.distribute(coins) }
    deinit {
        print("\(name) leaves, returning \(purse) coins")
        Vault.receive(purse)
    }
}

var first: Gambler? = Gambler(name: "Pat", coins: 100)
print("vault now \(Vault.coinsInVault)")
first!.win(2_000)
print("Pat has \(first!.purse), vault \(Vault.coinsInVault)")
first = nil
print("vault after Pat: \(Vault.coinsInVault)")

do {
    let temp = Gambler(name: "Sam", coins: 50)
    temp.win(25)
    print("Sam is playing with \(temp.purse)")
}
print("vault after Sam: \(Vault.coinsInVault)")

var table: [Gambler] = [Gambler(name: "Ivy", coins: 10), Gambler(name: "Jo", coins: 20)]
table.removeLast()
print("one left at the table")
table.removeAll()
print("table empty, vault \(Vault.coinsInVault)")

// expect: Pat joins with 100 coins
// expect: vault now 900
// expect: Pat has 1000, vault 0
// expect: Pat leaves, returning 1000 coins
// expect: vault after Pat: 1000
// expect: Sam joins with 50 coins
// expect: Sam is playing with 75
// expect: Sam leaves, returning 75 coins
// expect: vault after Sam: 1000
// expect: Ivy joins with 10 coins
// expect: Jo joins with 20 coins
// expect: Jo leaves, returning 20 coins
// expect: one left at the table
// expect: Ivy leaves, returning 10 coins
// expect: table empty, vault 1000
