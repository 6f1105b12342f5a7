// Swift book style (Error Handling): a vending machine throwing errors, do-catch, try?, defer, rethrows
enum VendingMachineError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}
struct Item { var price: Int; var count: Int }
class VendingMachine {
    var inventory = ["Candy Bar": Item(price: 12, count: 7), "Chips": Item(price: 10, count: 4), "Pretzels": Item(price: 7, count: 0)]
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
for who in ["Alice", "Bob", "Eve", "Zed"] {
    do {
        try buyFavoriteSnack(person: who, vendingMachine: machine)
        print("Success! Yum.")
    } catch VendingMachineError.invalidSelection {
        print("\(who): Invalid Selection.")
    } catch VendingMachineError.outOfStock {
        print("\(who): Out of Stock.")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) {
        print("\(who): Please insert an additional \(coinsNeeded) coins.")
    } catch {
        print("Unexpected error: \(error).")
    }
}
machine.coinsDeposited = 30
try? machine.vend(itemNamed: "Chips")
print(machine.coinsDeposited)
func fetch(_ n: Int) throws -> Int {
    if n < 0 { throw VendingMachineError.invalidSelection }
    return n * 2
}
let x = try? fetch(4)
let y = try? fetch(-1)
print(x as Any, y as Any)
let z = try! fetch(5)
print(z)
func work() {
    defer { print("cleanup 1") }
    defer { print("cleanup 2") }
    print("working")
}
work()
func applyAll(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] { try xs.map(f) }
print(applyAll([1, 2]) { $0 + 1 })
do { print(try applyAll([1, -2], fetch)) } catch { print("caught \(error)") }
// expect: Alice: Please insert an additional 2 coins.
// expect: Bob: Invalid Selection.
// expect: Eve: Out of Stock.
// expect: Zed: Please insert an additional 4 coins.
// expect: Dispensing Chips
// expect: 20
// expect: Optional(8) nil
// expect: 10
// expect: working
// expect: cleanup 2
// expect: cleanup 1
// expect: [2, 3]
// expect: caught invalidSelection
