// Error handling: error enums, throwing functions and initializers, do-catch patterns, try? and try!
// expected output: swiftc 6.3.1 (Linux), run on this machine
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
        inventory[name]!.count -= 1
        print("Dispensing \(name)")
    }
}
let machine = VendingMachine()
machine.coinsDeposited = 8
for snack in ["Candy Bar", "Pretzels", "Gum", "Chips"] {
    do {
        try machine.vend(itemNamed: snack)
        print("Success! Yum.")
    } catch VendingMachineError.invalidSelection {
        print("Invalid Selection: \(snack)")
    } catch VendingMachineError.outOfStock {
        print("Out of Stock: \(snack)")
    } catch VendingMachineError.insufficientFunds(let needed) where needed > 3 {
        print("Insufficient funds. Please insert an additional \(needed) coins.")
    } catch {
        print("Unexpected error: \(error).")
    }
}

struct ParseError: Error, CustomStringConvertible {
    let line: Int
    var description: String { "parse error on line \(line)" }
}
func parse(_ s: String, line: Int) throws -> Int {
    guard let v = Int(s) else { throw ParseError(line: line) }
    return v
}
let x = try? parse("12", line: 1)
let y = try? parse("zz", line: 2)
print(x as Any, y as Any)
print(try! parse("7", line: 3) * 6)
do {
    _ = try parse("oops", line: 4)
} catch let e as ParseError {
    print("caught: \(e), line \(e.line)")
}
func sumAll(_ items: [String]) throws -> Int {
    try items.enumerated().map { try parse($0.element, line: $0.offset + 1) }.reduce(0, +)
}
do {
    print(try sumAll(["1", "2", "3"]))
    print(try sumAll(["1", "x", "3"]))
} catch {
    print("Error: \(error)")
}
struct Temperature {
    let kelvin: Double
    init(kelvin: Double) throws {
        guard kelvin >= 0 else { throw VendingMachineError.invalidSelection }
        self.kelvin = kelvin
    }
}
print((try? Temperature(kelvin: -1)) == nil, try Temperature(kelvin: 3).kelvin)
// expect: Insufficient funds. Please insert an additional 4 coins.
// expect: Out of Stock: Pretzels
// expect: Invalid Selection: Gum
// expect: Unexpected error: insufficientFunds(coinsNeeded: 2).
// expect: Optional(12) nil
// expect: 42
// expect: caught: parse error on line 4, line 4
// expect: 6
// expect: Error: parse error on line 2
// expect: true 3.0
