// The Swift Programming Language style (Error Handling): a vending machine with typed throws, do-catch with patterns, defer ordering, try? and try!
enum VendError: Error {
    case invalidSelection
    case insufficientFunds(needed: Int)
    case outOfStock
}

struct Item { var price: Int; var count: Int }

final class Vender {
    var stock = ["chips": Item(price: 12, count: 2), "gum": Item(price: 3, count: 0), "pretzel": Item(price: 9, count: 5)]
    var coins = 0

    func vend(_ name: String) throws(VendError) -> String {
        print("  start \(name)")
        defer { print("  end \(name)") }
        guard let item = stock[name] else { throw .invalidSelection }
        guard item.count > 0 else { throw .outOfStock }
        guard item.price <= coins else { throw .insufficientFunds(needed: item.price - coins) }
        coins -= item.price
        stock[name]!.count -= 1
        return "dispensed \(name)"
    }
}

let machine = Vender()
machine.coins = 20
for choice in ["chips", "gum", "soda", "chips", "pretzel"] {
    do {
        print(try machine.vend(choice))
    } catch .insufficientFunds(let n) where n > 5 {
        print("way short: \(n)")
    } catch .insufficientFunds(let n) {
        print("short by \(n)")
    } catch {
        print("failed: \(error)")
    }
}
print("coins left \(machine.coins)")

func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw VendError.invalidSelection }
    return n
}

let maybe = try? parse("x1")
let sure = try! parse("17")
print(maybe as Any, sure)
let values = ["3", "q", "8"].compactMap { try? parse($0) }
print(values)

func steps() {
    defer { print("defer A") }
    do {
        defer { print("defer inner") }
        print("inner body")
    }
    defer { print("defer B") }
    print("outer body")
}
steps()

// expect:   start chips
// expect:   end chips
// expect: dispensed chips
// expect:   start gum
// expect:   end gum
// expect: failed: outOfStock
// expect:   start soda
// expect:   end soda
// expect: failed: invalidSelection
// expect:   start chips
// expect:   end chips
// expect: short by 4
// expect:   start pretzel
// expect:   end pretzel
// expect: short by 1
// expect: coins left 8
// expect: nil 17
// expect: [3, 8]
// expect: inner body
// expect: defer inner
// expect: outer body
// expect: defer B
// expect: defer A
