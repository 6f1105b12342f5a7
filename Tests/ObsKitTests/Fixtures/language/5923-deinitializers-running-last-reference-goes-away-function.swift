// Swift book style (Deinitialization): deinitializers running when the last reference goes away, at function scope exit and with a shared bank of coins
class Bank {
    static var coins = 100
    static func distribute(_ n: Int) -> Int {
        let given = min(n, coins)
        coins -= given
        return given
    }
    static func receive(_ n: Int) { coins += n }
}
class Player {
    let name: String
    var purse: Int
    init(name: String, coins: Int) {
        self.name = name
        purse = Bank.distribute(coins)
        print("\(name) joins with \(purse)")
    }
    func win(_ n: Int) { purse += Bank.distribute(n) }
    deinit {
        print("\(name) leaves, returning \(purse)")
        Bank.receive(purse)
    }
}
var one: Player? = Player(name: "Ada", coins: 30)
one!.win(50)
print("bank now", Bank.coins)
one = nil
print("bank after", Bank.coins)

func scoped() {
    let a = Player(name: "Bo", coins: 10)
    var b: Player? = Player(name: "Cy", coins: 5)
    print("inside", a.purse + (b?.purse ?? 0))
    b = nil
    print("Cy released, Bo still has", a.purse)
}
scoped()
print("bank after scope", Bank.coins)

var team: [Player] = [Player(name: "Di", coins: 1), Player(name: "Ed", coins: 2)]
let keep = team[0]
team.removeAll()
print("team cleared, kept", keep.name)

class Node {
    let label: String
    var next: Node?
    init(_ l: String) { label = l }
    deinit { print("free", label) }
}
var head: Node? = Node("n1")
head?.next = Node("n2")
head?.next?.next = Node("n3")
head = head?.next
print("head is", head?.label ?? "-")
head = nil
print("done")

// expect: Ada joins with 30
// expect: bank now 20
// expect: Ada leaves, returning 80
// expect: bank after 100
// expect: Bo joins with 10
// expect: Cy joins with 5
// expect: inside 15
// expect: Cy leaves, returning 5
// expect: Cy released, Bo still has 10
// expect: Bo leaves, returning 10
// expect: bank after scope 100
// expect: Di joins with 1
// expect: Ed joins with 2
// expect: Ed leaves, returning 2
// expect: team cleared, kept Di
// expect: free n1
// expect: head is n2
// expect: free n2
// expect: free n3
// expect: done
