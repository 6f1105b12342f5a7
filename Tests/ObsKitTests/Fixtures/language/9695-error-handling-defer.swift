// Swift book, "Error Handling": throwing functions, do-catch with patterns, try?/try!, rethrows, defer ordering, typed throws, LocalizedError-free descriptions
enum VendingMachineError: Error, Equatable {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}

struct Item { var price: Int; var count: Int }

class VendingMachine {
    var inventory = ["Candy Bar": Item(price: 12, count: 7), "Chips": Item(price: 10, count: 4), "Pretzels": Item(price: 7, count: 0)]
    var coinsDeposited = 0

    func vend(itemNamed name: String) throws {
        print("  vend(\(name)) begin")
        defer { print("  vend(\(name)) end") }
        guard let item = inventory[name] else { throw VendingMachineError.invalidSelection }
        guard item.count > 0 else { throw VendingMachineError.outOfStock }
        guard item.price <= coinsDeposited else {
            throw VendingMachineError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        inventory[name]!.count -= 1
        print("  Dispensing \(name)")
    }
}

let machine = VendingMachine()
machine.coinsDeposited = 15
for snack in ["Chips", "Candy Bar", "Pretzels", "Gum"] {
    do {
        try machine.vend(itemNamed: snack)
        print("bought \(snack); coins left \(machine.coinsDeposited)")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) where coinsNeeded > 5 {
        print("Way short: insert \(coinsNeeded) more coins.")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) {
        print("Insufficient funds. Please insert an additional \(coinsNeeded) coins.")
    } catch let e as VendingMachineError where e == .invalidSelection || e == .outOfStock {
        print("Cannot vend \(snack): \(e)")
    } catch {
        print("Unexpected error: \(error).")
    }
}

func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw VendingMachineError.invalidSelection }
    return n
}
let maybe = ["4", "x", "15"].map { try? parse($0) }
print(maybe)
print(try! parse("99"))

func applyAll(_ values: [String], _ transform: (String) throws -> Int) rethrows -> [Int] {
    try values.map(transform)
}
print(applyAll(["a", "bb"]) { $0.count })
do {
    _ = try applyAll(["1", "two"], parse)
} catch let e as VendingMachineError {
    print("rethrown:", e, e == .invalidSelection)
}

enum ParseError: Error { case empty, tooLong(Int) }
func validate(_ name: String) throws(ParseError) -> String {
    if name.isEmpty { throw .empty }
    if name.count > 8 { throw .tooLong(name.count) }
    return name.prefix(1).uppercased() + name.dropFirst()
}
for candidate in ["swift", "", "extraordinary"] {
    do {
        print("valid:", try validate(candidate))
    } catch .tooLong(let n) {
        print("too long by \(n - 8)")
    } catch {
        print("error:", error)
    }
}

func deferOrder() -> String {
    var log: [String] = []
    do {
        defer { log.append("first defer") }
        defer { log.append("second defer") }
        log.append("body")
    }
    log.append("after block")
    return log.joined(separator: ", ")
}
print(deferOrder())

// expect:   vend(Chips) begin
// expect:   Dispensing Chips
// expect:   vend(Chips) end
// expect: bought Chips; coins left 5
// expect:   vend(Candy Bar) begin
// expect:   vend(Candy Bar) end
// expect: Way short: insert 7 more coins.
// expect:   vend(Pretzels) begin
// expect:   vend(Pretzels) end
// expect: Cannot vend Pretzels: outOfStock
// expect:   vend(Gum) begin
// expect:   vend(Gum) end
// expect: Cannot vend Gum: invalidSelection
// expect: [Optional(4), nil, Optional(15)]
// expect: 99
// expect: [1, 2]
// expect: rethrown: invalidSelection true
// expect: valid: Swift
// expect: error: empty
// expect: too long by 5
// expect: body, second defer, first defer, after block
