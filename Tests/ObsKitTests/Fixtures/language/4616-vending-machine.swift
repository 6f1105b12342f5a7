// Swift book style: vending machine errors with throwing methods
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
        "Pretzels": Item(price: 7, count: 11)
    ]
    var coinsDeposited = 0

    func vend(itemNamed name: String) throws {
        guard let item = inventory[name] else {
            throw VendingMachineError.invalidSelection
        }
        guard item.count > 0 else {
            throw VendingMachineError.outOfStock
        }
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

let favoriteSnacks = [
    "Alice": "Chips",
    "Bob": "Licorice",
    "Eve": "Pretzels",
]
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

let vendingMachine = VendingMachine()
vendingMachine.coinsDeposited = 8
do {
    try buyFavoriteSnack(person: "Alice", vendingMachine: vendingMachine)
    print("Success! Yum.")
} catch VendingMachineError.invalidSelection {
    print("Invalid Selection.")
} catch VendingMachineError.outOfStock {
    print("Out of Stock.")
} catch VendingMachineError.insufficientFunds(let coinsNeeded) {
    print("Insufficient funds. Please insert an additional \(coinsNeeded) coins.")
} catch {
    print("Unexpected error: \(error).")
}

func nourish(with item: String) throws {
    do {
        try vendingMachine.vend(itemNamed: item)
    } catch is VendingMachineError {
        print("Couldn't buy that from the vending machine.")
    }
}

do {
    try nourish(with: "Beet-Flavored Chips")
} catch {
    print("Unexpected non-vending-machine-related error: \(error)")
}

vendingMachine.coinsDeposited = 100
for person in ["Alice", "Bob", "Eve", "Zed"] {
    do {
        try buyFavoriteSnack(person: person, vendingMachine: vendingMachine)
    } catch {
        print("\(person): \(error)")
    }
}
print("coins left: \(vendingMachine.coinsDeposited)")

for _ in 0..<4 {
    do {
        let snack = try PurchasedSnack(name: "Chips", vendingMachine: vendingMachine)
        print("bought \(snack.name)")
    } catch VendingMachineError.outOfStock {
        print("Chips are out of stock")
    } catch {
        print(error)
    }
}
let remaining = vendingMachine.inventory.keys.sorted().map { "\($0)=\(vendingMachine.inventory[$0]!.count)" }
print(remaining.joined(separator: ", "))
// expect: Insufficient funds. Please insert an additional 2 coins.
// expect: Couldn't buy that from the vending machine.
// expect: Dispensing Chips
// expect: Bob: invalidSelection
// expect: Dispensing Pretzels
// expect: Dispensing Candy Bar
// expect: coins left: 71
// expect: Dispensing Chips
// expect: bought Chips
// expect: Dispensing Chips
// expect: bought Chips
// expect: Dispensing Chips
// expect: bought Chips
// expect: Chips are out of stock
// expect: Candy Bar=6, Chips=0, Pretzels=10
