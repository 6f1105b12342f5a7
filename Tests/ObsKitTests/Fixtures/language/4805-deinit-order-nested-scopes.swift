// Swift book style: deinitialization
// Checks: deinit runs when the last strong reference goes away; order for nested
// objects (outer deinit body runs before its stored objects are released); scopes
// ending inside functions and do blocks; superclass deinit runs after subclass deinit.

final class Bank {
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

final class Player {
    var coinsInPurse: Int
    init(coins: Int) {
        coinsInPurse = Bank.distribute(coins: coins)
    }
    func win(coins: Int) {
        coinsInPurse += Bank.distribute(coins: coins)
    }
    deinit {
        print("player leaves, returning \(coinsInPurse) coins")
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
print("The bank now has \(Bank.coinsInBank) coins")

final class Part {
    let name: String
    init(_ name: String) { self.name = name; print("make \(name)") }
    deinit { print("release \(name)") }
}

final class Machine {
    let label: String
    let engine: Part
    let wheel: Part
    init(label: String) {
        self.label = label
        engine = Part("\(label).engine")
        wheel = Part("\(label).wheel")
    }
    deinit { print("machine \(label) deinit") }
}

print("-- function scope")
func useMachine() {
    let m = Machine(label: "m1")
    print("using \(m.label)")
}
useMachine()
print("-- after function")

print("-- do scope")
do {
    let a = Part("a")
    let b = Part("b")
    print("in do with \(a.name), \(b.name)")
    _ = b
}
print("-- after do")

print("-- reassignment")
var current = Part("first")
current = Part("second")
print("current is \(current.name)")

print("-- shared reference")
var holder1: Part? = Part("shared")
var holder2 = holder1
holder1 = nil
print("holder1 cleared")
holder2 = nil
print("holder2 cleared")

class BaseThing {
    deinit { print("BaseThing deinit") }
}
final class DerivedThing: BaseThing {
    deinit { print("DerivedThing deinit") }
}
print("-- inheritance")
var thing: BaseThing? = DerivedThing()
thing = nil

print("-- array of objects")
var parts: [Part]? = [Part("p1"), Part("p2")]
parts!.removeFirst()
print("removed first")
parts = nil
print("-- end")

// expect: A new player has joined the game with 100 coins
// expect: There are now 9900 coins left in the bank
// expect: PlayerOne won 2000 coins & now has 2100 coins
// expect: The bank now only has 7900 coins left
// expect: player leaves, returning 2100 coins
// expect: The bank now has 10000 coins
// expect: -- function scope
// expect: make m1.engine
// expect: make m1.wheel
// expect: using m1
// expect: machine m1 deinit
// expect: release m1.engine
// expect: release m1.wheel
// expect: -- after function
// expect: -- do scope
// expect: make a
// expect: make b
// expect: in do with a, b
// expect: release b
// expect: release a
// expect: -- after do
// expect: -- reassignment
// expect: make first
// expect: make second
// expect: release first
// expect: current is second
// expect: -- shared reference
// expect: make shared
// expect: holder1 cleared
// expect: release shared
// expect: holder2 cleared
// expect: -- inheritance
// expect: DerivedThing deinit
// expect: BaseThing deinit
// expect: -- array of objects
// expect: make p1
// expect: make p2
// expect: release p1
// expect: removed first
// expect: release p2
// expect: -- end
