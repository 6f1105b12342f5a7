// Apple docs style (Error / LocalizedError): throwing custom errors and reading their descriptions
import Foundation

enum VendingMachineError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}

enum ParseError: LocalizedError {
    case emptyInput
    case badCharacter(Character, at: Int)

    var errorDescription: String? {
        switch self {
        case .emptyInput: return "The input was empty."
        case .badCharacter(let c, let i): return "Unexpected '\(c)' at position \(i)."
        }
    }
    var recoverySuggestion: String? { "Use digits only." }
}

struct VendingMachine {
    var inventory = ["Candy Bar": (price: 12, count: 7), "Chips": (price: 10, count: 0)]
    var coinsDeposited = 0

    mutating func vend(itemNamed name: String) throws -> String {
        guard let item = inventory[name] else { throw VendingMachineError.invalidSelection }
        guard item.count > 0 else { throw VendingMachineError.outOfStock }
        guard item.price <= coinsDeposited else {
            throw VendingMachineError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        inventory[name]!.count -= 1
        return "Dispensing \(name)"
    }
}

var machine = VendingMachine()
machine.coinsDeposited = 8
for item in ["Candy Bar", "Chips", "Gum"] {
    do {
        print(try machine.vend(itemNamed: item))
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
machine.coinsDeposited += 10
print((try? machine.vend(itemNamed: "Candy Bar")) ?? "failed", "coins left:", machine.coinsDeposited)

func parseNumber(_ s: String) throws -> Int {
    guard !s.isEmpty else { throw ParseError.emptyInput }
    var value = 0
    for (i, c) in s.enumerated() {
        guard let d = c.wholeNumberValue else { throw ParseError.badCharacter(c, at: i) }
        value = value * 10 + d
    }
    return value
}

for input in ["123", "", "4x5"] {
    do {
        let n = try parseNumber(input)
        print("parsed \(n)")
    } catch let error as ParseError {
        print("ParseError:", error.errorDescription!, "| suggestion:", error.recoverySuggestion!)
        print("  localizedDescription:", error.localizedDescription)
    } catch {
        print("other:", error)
    }
}

let anyError: Error = VendingMachineError.insufficientFunds(coinsNeeded: 3)
print("plain error printed:", anyError)
print("is ParseError:", anyError is ParseError, "is VendingMachineError:", anyError is VendingMachineError)
let values = ["7", "8", "nine"].map { s in Result { try parseNumber(s) } }
print("results:", values.map { (try? $0.get()).map(String.init) ?? "error" })

// expect: Insufficient funds. Please insert an additional 4 coins.
// expect: Out of Stock.
// expect: Invalid Selection.
// expect: Dispensing Candy Bar coins left: 6
// expect: parsed 123
// expect: ParseError: The input was empty. | suggestion: Use digits only.
// expect:   localizedDescription: The input was empty.
// expect: ParseError: Unexpected 'x' at position 1. | suggestion: Use digits only.
// expect:   localizedDescription: Unexpected 'x' at position 1.
// expect: plain error printed: insufficientFunds(coinsNeeded: 3)
// expect: is ParseError: false is VendingMachineError: true
// expect: results: ["7", "8", "error"]
