// Error handling: an error enum with associated values, throwing methods, do/catch with pattern clauses and a catch-all, `try?` and `try!`.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum VendingError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}

struct Item {
    var price: Int
    var count: Int
}

final class VendingMachine {
    var inventory = ["Candy": Item(price: 12, count: 7), "Chips": Item(price: 10, count: 4), "Gum": Item(price: 5, count: 0)]
    var coins = 0

    func vend(_ name: String) throws -> String {
        guard let item = inventory[name] else { throw VendingError.invalidSelection }
        guard item.count > 0 else { throw VendingError.outOfStock }
        guard item.price <= coins else {
            throw VendingError.insufficientFunds(coinsNeeded: item.price - coins)
        }
        coins -= item.price
        inventory[name]!.count -= 1
        return "Dispensing \(name)"
    }
}

let machine = VendingMachine()
machine.coins = 20
for snack in ["Chips", "Candy", "Gum", "Soda"] {
    do {
        let msg = try machine.vend(snack)
        print(msg, "- coins left:", machine.coins)
    } catch VendingError.invalidSelection {
        print("\(snack): invalid selection")
    } catch VendingError.insufficientFunds(let needed) where needed > 5 {
        print("\(snack): need a lot more, \(needed) coins")
    } catch VendingError.insufficientFunds(let needed) {
        print("\(snack): insert \(needed) more coins")
    } catch {
        print("\(snack): unexpected error \(error)")
    }
}
machine.coins = 50
print(try? machine.vend("Candy") as Any)
print((try? machine.vend("Gum")) ?? "nothing")
print(try! machine.vend("Chips"), machine.coins)

// expect: Dispensing Chips - coins left: 10
// expect: Candy: insert 2 more coins
// expect: Gum: unexpected error outOfStock
// expect: Soda: invalid selection
// expect: Optional("Dispensing Candy")
// expect: nothing
// expect: Dispensing Chips 28
