// Swift book style (Deinitialization): Bank and Player with coins, deinit called when references go away
class Bank {
    static var coinsInBank = 1_000
    static func distribute(coins requested: Int) -> Int {
        let n = min(requested, coinsInBank)
        coinsInBank -= n
        return n
    }
    static func receive(coins: Int) { coinsInBank += coins }
}
class Player {
    var coinsInPurse: Int
    let tag: String
    init(tag: String, coins: Int) {
        self.tag = tag
        coinsInPurse = Bank.distribute(coins: coins)
        print("\(tag) joined with \(coinsInPurse)")
    }
    func win(coins: Int) { coinsInPurse += Bank.distribute(coins: coins) }
    deinit {
        print("\(tag) leaves, returning \(coinsInPurse)")
        Bank.receive(coins: coinsInPurse)
    }
}
var playerOne: Player? = Player(tag: "P1", coins: 100)
print("Bank has \(Bank.coinsInBank)")
playerOne!.win(coins: 2_000)
print("P1 has \(playerOne!.coinsInPurse), bank \(Bank.coinsInBank)")
playerOne = nil
print("Bank now \(Bank.coinsInBank)")
func scope() {
    let temp = Player(tag: "Temp", coins: 50)
    print("temp has \(temp.coinsInPurse)")
}
scope()
print("after scope, bank \(Bank.coinsInBank)")
var group: [Player] = [Player(tag: "A", coins: 1), Player(tag: "B", coins: 2)]
group.removeFirst()
print("count \(group.count)")
group = []
print("end")
// expect: P1 joined with 100
// expect: Bank has 900
// expect: P1 has 1000, bank 0
// expect: P1 leaves, returning 1000
// expect: Bank now 1000
// expect: Temp joined with 50
// expect: temp has 50
// expect: Temp leaves, returning 50
// expect: after scope, bank 1000
// expect: A joined with 1
// expect: B joined with 2
// expect: A leaves, returning 1
// expect: count 1
// expect: B leaves, returning 2
// expect: end
