// Throwing, catching, rethrowing, defer, Result and typed throws
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
let machine = VendingMachine()
machine.coinsDeposited = 15
for snack in ["Chips", "Candy Bar", "Pretzels", "Gum"] {
    do {
        try machine.vend(itemNamed: snack)
    } catch VendingMachineError.invalidSelection {
        print("Invalid Selection.")
    } catch VendingMachineError.outOfStock {
        print("Out of Stock.")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) {
        print("Insufficient funds. Please insert an additional \(coinsNeeded) coins.")
    } catch {
        print("Unexpected error: \(error).")
    }
}
print("Coins left: \(machine.coinsDeposited)")

enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
}
func parseAge(_ s: String) throws(ParseError) -> Int {
    if s.isEmpty { throw .empty }
    guard let n = Int(s) else { throw .notANumber(s) }
    return n
}
for input in ["31", "", "abc"] {
    do {
        let age = try parseAge(input)
        print("age \(age)")
    } catch {
        print("parse error: \(error)")
    }
}
let maybe = try? parseAge("x")
print("try? gives \(String(describing: maybe))")
let result = Result { try parseAge("99") }
switch result {
case .success(let v): print("Result success \(v)")
case .failure(let e): print("Result failure \(e)")
}
// expect: Dispensing Chips
// expect:   (vend attempt for Chips finished)
// expect:   (vend attempt for Candy Bar finished)
// expect: Insufficient funds. Please insert an additional 7 coins.
// expect:   (vend attempt for Pretzels finished)
// expect: Out of Stock.
// expect:   (vend attempt for Gum finished)
// expect: Invalid Selection.
// expect: Coins left: 5
// expect: age 31
// expect: parse error: empty
// expect: parse error: notANumber("abc")
// expect: try? gives nil
// expect: Result success 99
