// App code style: vending machine with throwing vend(), enum errors carrying values and a deferred audit log
enum VendingError: Error {
    case invalidSelection
    case outOfStock
    case insufficientFunds(coinsNeeded: Int)
}

struct Slot {
    var price: Int
    var count: Int
}

final class VendingMachine {
    var inventory: [String: Slot] = [
        "Candy Bar": Slot(price: 12, count: 7),
        "Chips": Slot(price: 10, count: 4),
        "Pretzels": Slot(price: 7, count: 0),
    ]
    var coinsDeposited = 0
    var audit: [String] = []

    func vend(itemNamed name: String) throws {
        defer { audit.append("attempt \(name)") }
        guard let item = inventory[name] else { throw VendingError.invalidSelection }
        guard item.count > 0 else { throw VendingError.outOfStock }
        guard item.price <= coinsDeposited else {
            throw VendingError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        var newItem = item
        newItem.count -= 1
        inventory[name] = newItem
        print("Dispensing \(name)")
    }
}

let favoriteSnacks = ["Alice": "Chips", "Bob": "Licorice", "Eve": "Pretzels", "Zed": "Candy Bar"]

func buyFavoriteSnack(person: String, machine: VendingMachine) throws {
    let snackName = favoriteSnacks[person] ?? "Candy Bar"
    try machine.vend(itemNamed: snackName)
}

let machine = VendingMachine()
machine.coinsDeposited = 20
for person in ["Alice", "Bob", "Eve", "Zed", "Nobody"] {
    do {
        try buyFavoriteSnack(person: person, machine: machine)
        print("\(person) enjoyed a snack, \(machine.coinsDeposited) coins left")
    } catch VendingError.invalidSelection {
        print("\(person): invalid selection")
    } catch VendingError.outOfStock {
        print("\(person): out of stock")
    } catch VendingError.insufficientFunds(let needed) where needed > 5 {
        print("\(person): way too poor, insert \(needed) coins")
    } catch VendingError.insufficientFunds(let needed) {
        print("\(person): insert \(needed) more coins")
    }
}
print("Audit: \(machine.audit.count) attempts, last: \(machine.audit.last ?? "-")")
print("Chips left: \(machine.inventory["Chips"]?.count ?? 0)")
// expect: Dispensing Chips
// expect: Alice enjoyed a snack, 10 coins left
// expect: Bob: invalid selection
// expect: Eve: out of stock
// expect: Zed: insert 2 more coins
// expect: Nobody: insert 2 more coins
// expect: Audit: 5 attempts, last: attempt Candy Bar
// expect: Chips left: 3
