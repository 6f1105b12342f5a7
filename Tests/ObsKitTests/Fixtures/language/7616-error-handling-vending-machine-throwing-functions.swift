// Swift book style (Error Handling): vending machine with throwing functions and do-catch patterns
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
        "Pretzels": Item(price: 7, count: 0)
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
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) {
        print("\(person): Please insert an additional \(coinsNeeded) coins.")
    } catch {
        print("Unexpected error: \(error).")
    }
}
machine.coinsDeposited = 30
try? machine.vend(itemNamed: "Chips")
print(machine.coinsDeposited, machine.inventory["Chips"]!.count)
let result = Result { try machine.vend(itemNamed: "Pretzels") }
if case .failure(let e) = result { print("result failed:", e) }
// expect: Alice: Please insert an additional 2 coins.
// expect: Bob: Invalid Selection.
// expect: Eve: Out of Stock.
// expect: Zed: Please insert an additional 4 coins.
// expect: Dispensing Chips
// expect: 20 3
// expect: result failed: outOfStock
