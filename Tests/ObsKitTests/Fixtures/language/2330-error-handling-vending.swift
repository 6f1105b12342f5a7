// Swift book style: Error Handling: throwing functions, do-catch patterns, where clauses, catch is
enum VendingMachineError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}
struct Item {
    var price: Int
    var count: Int
}
class VendingMachine {
    var inventory = [
        "Candy Bar": Item(price: 12, count: 7),
        "Chips": Item(price: 10, count: 4),
        "Pretzels": Item(price: 7, count: 0),
    ]
    var coinsDeposited = 0
    func vend(itemNamed name: String) throws {
        guard let item = inventory[name] else { throw VendingMachineError.invalidSelection }
        guard item.count > 0 else { throw VendingMachineError.outOfStock }
        guard item.price <= coinsDeposited else {
            throw VendingMachineError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        var newItem = item
        newItem.count -= 1
        inventory[name] = newItem
        print("Dispensing \(name)")
    }
}
let favoriteSnacks = ["Alice": "Chips", "Bob": "Licorice", "Eve": "Pretzels"]
func buyFavoriteSnack(person: String, vendingMachine: VendingMachine) throws {
    let snackName = favoriteSnacks[person] ?? "Candy Bar"
    try vendingMachine.vend(itemNamed: snackName)
}
struct PurchasedSnack {
    let name: String
    init(name: String, vendingMachine: VendingMachine) throws {
        try vendingMachine.vend(itemNamed: name)
        self.name = name
    }
}
let machine = VendingMachine()
machine.coinsDeposited = 8
for person in ["Alice", "Bob", "Eve", "Zed"] {
    do {
        try buyFavoriteSnack(person: person, vendingMachine: machine)
        print("Success! Yum.")
    } catch VendingMachineError.invalidSelection {
        print("\(person): Invalid Selection.")
    } catch VendingMachineError.outOfStock {
        print("\(person): Out of Stock.")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) where coinsNeeded > 3 {
        print("\(person): Please insert an additional \(coinsNeeded) coins (a lot).")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) {
        print("\(person): Please insert an additional \(coinsNeeded) coins.")
    } catch {
        print("Unexpected error: \(error).")
    }
}
machine.coinsDeposited = 30
let snack = try? PurchasedSnack(name: "Chips", vendingMachine: machine)
print(snack?.name ?? "no snack", machine.coinsDeposited)

func nourish(with item: String) throws {
    do {
        try machine.vend(itemNamed: item)
    } catch is VendingMachineError {
        print("Couldn't buy \(item) from the vending machine.")
        throw VendingMachineError.invalidSelection
    }
}
do {
    try nourish(with: "Beet-Flavored Chips")
} catch {
    print("Unexpected non-vending-machine-related error: \(error)")
}
func eat(item: String) throws {
    do {
        try machine.vend(itemNamed: item)
    } catch VendingMachineError.invalidSelection, VendingMachineError.insufficientFunds {
        print("Invalid selection, out of stock, or not enough money for \(item).")
    }
}
try? eat(item: "Toffee")
do { try eat(item: "Pretzels") } catch { print("eat rethrew: \(error)") }
let errors: [Error] = [VendingMachineError.insufficientFunds(coinsNeeded: 4), VendingMachineError.outOfStock]
print(errors.map { "\($0)" })
print(machine.inventory.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.count)" })

// expect: Alice: Please insert an additional 2 coins.
// expect: Bob: Invalid Selection.
// expect: Eve: Out of Stock.
// expect: Zed: Please insert an additional 4 coins (a lot).
// expect: Dispensing Chips
// expect: Chips 20
// expect: Couldn't buy Beet-Flavored Chips from the vending machine.
// expect: Unexpected non-vending-machine-related error: invalidSelection
// expect: Invalid selection, out of stock, or not enough money for Toffee.
// expect: eat rethrew: outOfStock
// expect: ["insufficientFunds(coinsNeeded: 4)", "outOfStock"]
// expect: ["Candy Bar:7", "Chips:3", "Pretzels:0"]
