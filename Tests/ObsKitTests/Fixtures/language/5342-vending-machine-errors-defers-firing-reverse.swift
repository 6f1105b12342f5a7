// Swift book style (throws/rethrows/defer): a vending machine with errors, defers firing in reverse order
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
    var inventory = ["Candy Bar": Item(price: 12, count: 7),
                     "Chips": Item(price: 10, count: 4),
                     "Pretzels": Item(price: 7, count: 0)]
    var coinsDeposited = 0

    func vend(itemNamed name: String) throws -> String {
        print("  start vend \(name)")
        defer { print("  end vend \(name)") }
        guard let item = inventory[name] else { throw VendingError.invalidSelection }
        guard item.count > 0 else { throw VendingError.outOfStock }
        guard item.price <= coinsDeposited else {
            throw VendingError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        var newItem = item
        newItem.count -= 1
        inventory[name] = newItem
        return name
    }
}

let machine = VendingMachine()
machine.coinsDeposited = 20
for name in ["Chips", "Pretzels", "Gum", "Candy Bar"] {
    do {
        let got = try machine.vend(itemNamed: name)
        print("got \(got), coins left \(machine.coinsDeposited)")
    } catch VendingError.invalidSelection {
        print("Invalid Selection.")
    } catch VendingError.outOfStock {
        print("Out of Stock.")
    } catch VendingError.insufficientFunds(let coinsNeeded) {
        print("Insufficient funds. Please insert an additional \(coinsNeeded) coins.")
    } catch {
        print("Unexpected error: \(error).")
    }
}

func nested() {
    defer { print("defer 1") }
    defer { print("defer 2") }
    do {
        defer { print("inner defer") }
        print("in do")
    }
    print("end of body")
}
nested()

func transformAll(_ values: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for v in values { out.append(try f(v)) }
    return out
}
print(transformAll([1, 2, 3]) { $0 * 10 })
do {
    let r = try transformAll([1, 2, 3]) { v in
        if v == 2 { throw VendingError.outOfStock }
        return v
    }
    print(r)
} catch {
    print("rethrown:", error)
}
let maybe = try? machine.vend(itemNamed: "Nope")
print(maybe as Any)

// expect:   start vend Chips
// expect:   end vend Chips
// expect: got Chips, coins left 10
// expect:   start vend Pretzels
// expect:   end vend Pretzels
// expect: Out of Stock.
// expect:   start vend Gum
// expect:   end vend Gum
// expect: Invalid Selection.
// expect:   start vend Candy Bar
// expect:   end vend Candy Bar
// expect: Insufficient funds. Please insert an additional 2 coins.
// expect: in do
// expect: inner defer
// expect: end of body
// expect: defer 2
// expect: defer 1
// expect: [10, 20, 30]
// expect: rethrown: outOfStock
// expect:   start vend Nope
// expect:   end vend Nope
// expect: nil
