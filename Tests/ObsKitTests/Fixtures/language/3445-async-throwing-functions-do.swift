// Swift book style: async throwing functions with do/catch and try await
enum VendingError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}

actor VendingMachine {
    var inventory: [String: (price: Int, count: Int)] = [
        "Candy Bar": (12, 7), "Chips": (10, 4), "Pretzels": (7, 0),
    ]
    var coinsDeposited = 0

    func deposit(_ coins: Int) { coinsDeposited += coins }

    func vend(itemNamed name: String) throws -> String {
        guard let item = inventory[name] else { throw VendingError.invalidSelection }
        guard item.count > 0 else { throw VendingError.outOfStock }
        guard item.price <= coinsDeposited else {
            throw VendingError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        inventory[name] = (item.price, item.count - 1)
        return "Dispensing \(name)"
    }
}

func buy(_ name: String, from machine: VendingMachine) async throws -> String {
    try await machine.vend(itemNamed: name)
}

let machine = VendingMachine()
await machine.deposit(15)
for snack in ["Chips", "Pretzels", "Gum", "Candy Bar"] {
    do {
        let msg = try await buy(snack, from: machine)
        print(msg)
    } catch VendingError.invalidSelection {
        print("Invalid Selection: \(snack)")
    } catch VendingError.outOfStock {
        print("Out of Stock: \(snack)")
    } catch VendingError.insufficientFunds(let coinsNeeded) {
        print("Please insert an additional \(coinsNeeded) coins.")
    } catch {
        print("Unexpected error: \(error).")
    }
}
print("coins left: \(await machine.coinsDeposited)")
let maybe = try? await buy("Chips", from: machine)
print("try? gave \(String(describing: maybe))")
// expect: Dispensing Chips
// expect: Out of Stock: Pretzels
// expect: Invalid Selection: Gum
// expect: Please insert an additional 7 coins.
// expect: coins left: 5
// expect: try? gave nil
