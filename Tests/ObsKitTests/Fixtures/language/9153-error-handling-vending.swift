// error-handling-vending
// expected output: swiftc 6.3.1 (Linux), run on this machine
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

    func vend(itemNamed name: String) throws -> String {
        print("trying \(name)")
        defer { print("done with \(name)") }
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
        inventory[name]?.count -= 1
        return name
    }
}

let machine = VendingMachine()
machine.coinsDeposited = 20
for snack in ["Chips", "Pretzels", "Gum", "Candy Bar", "Chips"] {
    do {
        let got = try machine.vend(itemNamed: snack)
        print("Enjoy your \(got)! coins left: \(machine.coinsDeposited)")
    } catch VendingMachineError.invalidSelection {
        print("Invalid Selection.")
    } catch VendingMachineError.outOfStock {
        print("Out of Stock.")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) where coinsNeeded > 5 {
        print("Way short: insert \(coinsNeeded) more coins.")
    } catch {
        print("Unexpected error: \(error).")
    }
}

let maybe = try? machine.vend(itemNamed: "Gum")
print(maybe ?? "got nothing")
machine.coinsDeposited = 100
let sure = try! machine.vend(itemNamed: "Chips")
print("forced:", sure, machine.inventory["Chips"]!.count)

func applyTwice(_ f: (Int) throws -> Int, to x: Int) rethrows -> Int {
    try f(f(x))
}
struct NegativeError: Error, CustomStringConvertible {
    let value: Int
    var description: String { "negative value \(value)" }
}
print(applyTwice({ $0 * 3 }, to: 2))
do {
    _ = try applyTwice({ n in
        if n < 0 { throw NegativeError(value: n) }
        return n - 10
    }, to: 4)
} catch let e as NegativeError {
    print("caught:", e)
}
// expect: trying Chips
// expect: done with Chips
// expect: Enjoy your Chips! coins left: 10
// expect: trying Pretzels
// expect: done with Pretzels
// expect: Out of Stock.
// expect: trying Gum
// expect: done with Gum
// expect: Invalid Selection.
// expect: trying Candy Bar
// expect: done with Candy Bar
// expect: Unexpected error: insufficientFunds(coinsNeeded: 2).
// expect: trying Chips
// expect: done with Chips
// expect: Enjoy your Chips! coins left: 0
// expect: trying Gum
// expect: done with Gum
// expect: got nothing
// expect: trying Chips
// expect: done with Chips
// expect: forced: Chips 1
// expect: 18
// expect: caught: negative value -6
