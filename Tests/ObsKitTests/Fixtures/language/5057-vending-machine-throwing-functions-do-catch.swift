// Book style (Error Handling): vending machine with throwing functions, do-catch and try?
enum VendingError: Error {
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
        "Chips": Item(price: 12, count: 3),
        "Soda": Item(price: 10, count: 0),
        "Gum": Item(price: 4, count: 10),
    ]
    var coinsDeposited = 0

    func vend(itemNamed name: String) throws -> String {
        guard let item = inventory[name] else {
            throw VendingError.invalidSelection
        }
        guard item.count > 0 else {
            throw VendingError.outOfStock
        }
        guard item.price <= coinsDeposited else {
            throw VendingError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        var newItem = item
        newItem.count -= 1
        inventory[name] = newItem
        return "Dispensing \(name)"
    }
}

func buy(_ name: String, from machine: VendingMachine) {
    do {
        let result = try machine.vend(itemNamed: name)
        print(result, "- coins left:", machine.coinsDeposited)
    } catch VendingError.invalidSelection {
        print("Invalid selection: \(name)")
    } catch VendingError.insufficientFunds(let needed) where needed > 5 {
        print("Way too poor, need \(needed) more")
    } catch VendingError.insufficientFunds(let needed) {
        print("Almost, need \(needed) more")
    } catch {
        print("Other error: \(error)")
    }
}

let machine = VendingMachine()
machine.coinsDeposited = 20
buy("Chips", from: machine)
buy("Soda", from: machine)
buy("Pretzel", from: machine)
buy("Chips", from: machine)
buy("Gum", from: machine)
buy("Gum", from: machine)
buy("Gum", from: machine)
print(machine.coinsDeposited)

let attempt = try? machine.vend(itemNamed: "Gum")
print(attempt as Any)
machine.coinsDeposited = 100
let second = try? machine.vend(itemNamed: "Gum")
print(second as Any)
print(machine.inventory["Gum"]!.count, machine.inventory["Chips"]!)

func check(_ e: Error) -> String {
    if let v = e as? VendingError {
        switch v {
        case .insufficientFunds(let n): return "funds(\(n))"
        default: return "vending: \(v)"
        }
    }
    return "unknown"
}
for name in ["Soda", "Nope"] {
    do { _ = try machine.vend(itemNamed: name) } catch { print(check(error), error) }
}
print(VendingError.insufficientFunds(coinsNeeded: 3))

// expect: Dispensing Chips - coins left: 8
// expect: Other error: outOfStock
// expect: Invalid selection: Pretzel
// expect: Almost, need 4 more
// expect: Dispensing Gum - coins left: 4
// expect: Dispensing Gum - coins left: 0
// expect: Almost, need 4 more
// expect: 0
// expect: nil
// expect: Optional("Dispensing Gum")
// expect: 7 Item(price: 12, count: 2)
// expect: vending: outOfStock outOfStock
// expect: vending: invalidSelection invalidSelection
// expect: insufficientFunds(coinsNeeded: 3)
