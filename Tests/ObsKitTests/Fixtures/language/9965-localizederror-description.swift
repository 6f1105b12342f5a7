// Apple docs style (LocalizedError): user-facing error descriptions
import Foundation

enum VendingError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock(item: String)
}

extension VendingError: LocalizedError {
    var errorDescription: String? {
        switch self {
        case .invalidSelection:
            return "That selection does not exist."
        case .insufficientFunds(let coins):
            return "Please insert \(coins) more coin\(coins == 1 ? "" : "s")."
        case .outOfStock(let item):
            return "\(item) is sold out."
        }
    }
    var failureReason: String? {
        switch self {
        case .invalidSelection: return "The code was not found in the machine."
        case .insufficientFunds: return "The deposited amount is too low."
        case .outOfStock: return "The slot is empty."
        }
    }
    var recoverySuggestion: String? {
        switch self {
        case .outOfStock: return "Choose a different snack."
        default: return nil
        }
    }
}

struct VendingMachine {
    var inventory: [String: (price: Int, count: Int)] = [
        "Candy Bar": (12, 7),
        "Chips": (10, 4),
        "Pretzels": (7, 0),
    ]
    var coinsDeposited = 0

    mutating func vend(_ name: String) throws -> String {
        guard let item = inventory[name] else { throw VendingError.invalidSelection }
        guard item.count > 0 else { throw VendingError.outOfStock(item: name) }
        guard item.price <= coinsDeposited else {
            throw VendingError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        inventory[name] = (item.price, item.count - 1)
        return "Dispensing \(name)"
    }
}

var machine = VendingMachine()
machine.coinsDeposited = 11
for request in ["Chips", "Candy Bar", "Pretzels", "Gum", "Chips"] {
    do {
        print(try machine.vend(request))
    } catch {
        // localizedDescription comes from errorDescription
        print("Error: \(error.localizedDescription)")
        if let localized = error as? LocalizedError {
            print("  reason: \(localized.failureReason ?? "-")")
            print("  suggestion: \(localized.recoverySuggestion ?? "-")")
        }
    }
}
print("coins left:", machine.coinsDeposited)
print("chips left:", machine.inventory["Chips"]!.count)

// Bridging to NSError keeps the description
let bridged = VendingError.outOfStock(item: "Gum") as NSError
print("bridged description:", bridged.localizedDescription)
print("bridged reason:", bridged.localizedFailureReason ?? "nil")
print("bridged suggestion:", bridged.localizedRecoverySuggestion ?? "nil")

// A struct error with a stored message
struct ValidationError: LocalizedError {
    let field: String
    var errorDescription: String? { "The \(field) field is required." }
}
let errors: [Error] = [ValidationError(field: "email"), VendingError.insufficientFunds(coinsNeeded: 1)]
for e in errors {
    print("\(type(of: e)): \(e.localizedDescription)")
}

// expect: Dispensing Chips
// expect: Error: Please insert 11 more coins.
// expect:   reason: The deposited amount is too low.
// expect:   suggestion: -
// expect: Error: Pretzels is sold out.
// expect:   reason: The slot is empty.
// expect:   suggestion: Choose a different snack.
// expect: Error: That selection does not exist.
// expect:   reason: The code was not found in the machine.
// expect:   suggestion: -
// expect: Error: Please insert 9 more coins.
// expect:   reason: The deposited amount is too low.
// expect:   suggestion: -
// expect: coins left: 1
// expect: chips left: 3
// expect: bridged description: Gum is sold out.
// expect: bridged reason: The slot is empty.
// expect: bridged suggestion: Choose a different snack.
// expect: ValidationError: The email field is required.
// expect: VendingError: Please insert 1 more coin.
