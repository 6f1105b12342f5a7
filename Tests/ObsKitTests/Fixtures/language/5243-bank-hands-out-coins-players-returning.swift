// Book style (Deinitialization): a bank that hands out coins, players returning coins in deinit, and teardown order of owned objects
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
        print("player returned \(coinsInPurse) coins")
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

class Node {
    let name: String
    var children: [Node] = []
    weak var parent: Node?
    init(_ name: String) { self.name = name }
    func add(_ child: Node) { child.parent = self; children.append(child) }
    deinit { print("deinit \(name) (parent: \(parent?.name ?? "gone"))") }
}
var root: Node? = Node("root")
root!.add(Node("left"))
root!.add(Node("right"))
root!.children[0].add(Node("left.leaf"))
print(root!.children[0].children[0].parent!.parent!.name)
root = nil
print("tree released")

class Base {
    let tag: String
    init(tag: String) { self.tag = tag }
    deinit { print("Base deinit \(tag)") }
}
class Derived: Base {
    deinit { print("Derived deinit \(tag)") }
}
var objects: [Base] = [Base(tag: "b1"), Derived(tag: "d1")]
objects.removeLast()
print("removed last")
objects = []
print("emptied")

// expect: A new player has joined the game with 100 coins
// expect: There are now 9900 coins left in the bank
// expect: PlayerOne won 2000 coins & now has 2100 coins
// expect: The bank now only has 7900 coins left
// expect: player returned 2100 coins
// expect: PlayerOne has left the game
// expect: The bank now has 10000 coins
// expect: root
// expect: deinit root (parent: gone)
// expect: deinit left (parent: gone)
// expect: deinit left.leaf (parent: gone)
// expect: deinit right (parent: gone)
// expect: tree released
// expect: Derived deinit d1
// expect: Base deinit d1
// expect: removed last
// expect: Base deinit b1
// expect: emptied
