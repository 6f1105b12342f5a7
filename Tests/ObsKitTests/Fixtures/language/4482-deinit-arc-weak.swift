// Swift book style: Deinitialization + Automatic Reference Counting - deinit order, weak and unowned references, capture lists
class Bank {
    static var coinsInBank = 10_000
    static func distribute(coins numberOfCoinsRequested: Int) -> Int {
        let numberOfCoinsToVend = min(numberOfCoinsRequested, coinsInBank)
        coinsInBank -= numberOfCoinsToVend
        return numberOfCoinsToVend
    }
    static func receive(coins: Int) { coinsInBank += coins }
}
class Player {
    var coinsInPurse: Int
    init(coins: Int) { coinsInPurse = Bank.distribute(coins: coins) }
    func win(coins: Int) { coinsInPurse += Bank.distribute(coins: coins) }
    deinit { Bank.receive(coins: coinsInPurse) }
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

class Person {
    let name: String
    init(name: String) { self.name = name; print("\(name) is being initialized") }
    var apartment: Apartment?
    deinit { print("\(name) is being deinitialized") }
}
class Apartment {
    let unit: String
    init(unit: String) { self.unit = unit }
    weak var tenant: Person?
    deinit { print("Apartment \(unit) is being deinitialized") }
}
var reference1: Person? = Person(name: "John Appleseed")
var reference2 = reference1
reference1 = nil
print("still alive: \(reference2?.name ?? "none")")
reference2 = nil

var john: Person? = Person(name: "John")
var unit4A: Apartment? = Apartment(unit: "4A")
john!.apartment = unit4A
unit4A!.tenant = john
john = nil
print("tenant after john = nil: \(unit4A!.tenant?.name ?? "nobody")")
unit4A = nil

class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class CreditCard {
    let number: UInt64
    unowned let customer: Customer
    init(number: UInt64, customer: Customer) { self.number = number; self.customer = customer }
    deinit { print("Card #\(number) is being deinitialized") }
}
var jane: Customer? = Customer(name: "Jane Appleseed")
jane!.card = CreditCard(number: 1234_5678_9012_3456, customer: jane!)
print("card owner: \(jane!.card!.customer.name)")
jane = nil

class HTMLElement {
    let name: String
    let text: String?
    lazy var asHTML: () -> String = { [unowned self] in
        if let text = self.text {
            return "<\(self.name)>\(text)</\(self.name)>"
        } else {
            return "<\(self.name) />"
        }
    }
    init(name: String, text: String? = nil) { self.name = name; self.text = text }
    deinit { print("\(name) is being deinitialized") }
}
let heading = HTMLElement(name: "h1")
let defaultText = "some default text"
heading.asHTML = { "<\(heading.name)>\(heading.text ?? defaultText)</\(heading.name)>" }
print(heading.asHTML())
var paragraph: HTMLElement? = HTMLElement(name: "p", text: "hello, world")
print(paragraph!.asHTML())
paragraph = nil

class Ticker {
    var ticks = 0
    var onTick: (() -> Void)?
    deinit { print("Ticker deinit after \(ticks) ticks") }
}
func runTicker() {
    let t = Ticker()
    t.onTick = { [weak t] in
        guard let t else { print("ticker gone"); return }
        t.ticks += 1
    }
    t.onTick?()
    t.onTick?()
    print("ticks so far \(t.ticks)")
}
runTicker()
print("after runTicker")

var captured = 1
let byValue = { [captured] in print("captured value \(captured)") }
let byRef = { print("live value \(captured)") }
captured = 2
byValue()
byRef()
do {
    let scoped = Person(name: "Scoped")
    print("inside scope with \(scoped.name)")
}
print("end of program")

// expect: A new player has joined the game with 100 coins
// expect: There are now 9900 coins left in the bank
// expect: PlayerOne won 2000 coins & now has 2100 coins
// expect: The bank now only has 7900 coins left
// expect: PlayerOne has left the game
// expect: The bank now has 10000 coins
// expect: John Appleseed is being initialized
// expect: still alive: John Appleseed
// expect: John Appleseed is being deinitialized
// expect: John is being initialized
// expect: John is being deinitialized
// expect: tenant after john = nil: nobody
// expect: Apartment 4A is being deinitialized
// expect: card owner: Jane Appleseed
// expect: Jane Appleseed is being deinitialized
// expect: Card #1234567890123456 is being deinitialized
// expect: <h1>some default text</h1>
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: ticks so far 2
// expect: Ticker deinit after 2 ticks
// expect: after runTicker
// expect: captured value 1
// expect: live value 2
// expect: Scoped is being initialized
// expect: inside scope with Scoped
// expect: Scoped is being deinitialized
// expect: end of program
