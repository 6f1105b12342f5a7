// Book style (Error Handling): a vending machine with throwing functions, catch patterns, try?, defer order and rethrows
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
        defer { print("  (vend attempt for \(name) finished)") }
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
        print("\(person) enjoyed a snack")
    } catch VendingMachineError.invalidSelection {
        print("Invalid Selection.")
    } catch VendingMachineError.outOfStock {
        print("Out of Stock.")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) where coinsNeeded > 3 {
        print("Way short: insert \(coinsNeeded) more coins.")
    } catch {
        print("Unexpected error: \(error).")
    }
    machine.coinsDeposited += 5
}

func fetch(_ n: Int) throws -> Int {
    if n < 0 { throw VendingMachineError.invalidSelection }
    return n * 2
}
let x = try? fetch(4)
let y = try? fetch(-1)
print(x as Any, y as Any)

func processFile() {
    print("open")
    defer { print("close 1") }
    defer { print("close 2") }
    print("work")
}
processFile()

func applyAll(_ values: [Int], _ transform: (Int) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for v in values { out.append(try transform(v)) }
    return out
}
print(applyAll([1, 2, 3]) { $0 + 1 })
do {
    _ = try applyAll([1, -2, 3], fetch)
} catch {
    print("rethrown: \(error)")
}

// expect:   (vend attempt for Chips finished)
// expect: Unexpected error: insufficientFunds(coinsNeeded: 2).
// expect:   (vend attempt for Licorice finished)
// expect: Invalid Selection.
// expect:   (vend attempt for Pretzels finished)
// expect: Out of Stock.
// expect: Dispensing Candy Bar
// expect:   (vend attempt for Candy Bar finished)
// expect: Zed enjoyed a snack
// expect: Optional(8) nil
// expect: open
// expect: work
// expect: close 2
// expect: close 1
// expect: [2, 3, 4]
// expect: rethrown: invalidSelection
