// Develop in Swift style (error handling): a vending machine with throws, do/catch patterns, try? and try! that succeeds
enum VendingError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock(item: String)
}

struct Item {
    var price: Int
    var count: Int
}

class VendingMachine {
    var inventory = [
        "Chips": Item(price: 12, count: 4),
        "Gum": Item(price: 5, count: 0),
        "Juice": Item(price: 20, count: 1)
    ]
    var coinsDeposited = 0

    func vend(itemNamed name: String) throws -> String {
        guard let item = inventory[name] else {
            throw VendingError.invalidSelection
        }
        guard item.count > 0 else {
            throw VendingError.outOfStock(item: name)
        }
        guard item.price <= coinsDeposited else {
            throw VendingError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        inventory[name]?.count -= 1
        return name
    }
}

let machine = VendingMachine()
machine.coinsDeposited = 30

for request in ["Chips", "Gum", "Candy", "Juice", "Juice"] {
    do {
        let item = try machine.vend(itemNamed: request)
        print("Enjoy your \(item)! Coins left: \(machine.coinsDeposited)")
    } catch VendingError.invalidSelection {
        print("\(request): invalid selection")
    } catch VendingError.outOfStock(let item) {
        print("\(item) is sold out")
    } catch VendingError.insufficientFunds(let needed) where needed > 10 {
        print("\(request): need a lot more, \(needed) coins")
    } catch VendingError.insufficientFunds(let needed) {
        print("\(request): insert \(needed) more coins")
    } catch {
        print("Unexpected: \(error)")
    }
}

machine.coinsDeposited = 100
let maybe = try? machine.vend(itemNamed: "Chips")
print(maybe ?? "nothing")
let nothing = try? machine.vend(itemNamed: "Gum")
print(nothing ?? "nothing")
let sure = try! machine.vend(itemNamed: "Chips")
print("Got \(sure), coins \(machine.coinsDeposited)")

func parseAge(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw VendingError.invalidSelection }
    return n
}
do {
    print(try parseAge("41"))
    print(try parseAge("forty"))
} catch {
    print("Failed with \(error)")
}

// expect: Enjoy your Chips! Coins left: 18
// expect: Gum is sold out
// expect: Candy: invalid selection
// expect: Juice: insert 2 more coins
// expect: Juice: insert 2 more coins
// expect: Chips
// expect: nothing
// expect: Got Chips, coins 76
// expect: 41
// expect: Failed with invalidSelection
