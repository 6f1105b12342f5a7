// Course exercise: custom Error enum, throwing methods and do/catch with pattern matching
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

let favoriteSnacks = ["Alice": "Chips", "Bob": "Licorice", "Eve": "Pretzels", "Dan": "Candy Bar"]

func buyFavoriteSnack(person: String, vendingMachine: VendingMachine) throws {
    let snackName = favoriteSnacks[person] ?? "Candy Bar"
    try vendingMachine.vend(itemNamed: snackName)
}

let machine = VendingMachine()
machine.coinsDeposited = 15
for person in ["Alice", "Bob", "Eve", "Dan", "Alice"] {
    do {
        try buyFavoriteSnack(person: person, vendingMachine: machine)
        print("\(person) got a snack, \(machine.coinsDeposited) coins left")
    } catch VendingMachineError.invalidSelection {
        print("\(person): invalid selection")
    } catch VendingMachineError.outOfStock {
        print("\(person): out of stock")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) {
        print("\(person): insert \(coinsNeeded) more coins")
    } catch {
        print("unexpected error: \(error)")
    }
}
print("chips left: \(machine.inventory["Chips"]!.count)")

// expect: Dispensing Chips
// expect: Alice got a snack, 5 coins left
// expect: Bob: invalid selection
// expect: Eve: out of stock
// expect: Dan: insert 7 more coins
// expect: Alice: insert 5 more coins
// expect: chips left: 3
