// Swift book style: throwing and catching errors with patterns
// Checks: enum errors with associated values, throwing functions and initializers,
// do/catch with multiple patterns, where clauses, catch-all with the implicit `error`,
// propagation through a non-catching function, errors converted in catch blocks.

enum VendingMachineError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}

struct Item {
    var price: Int
    var count: Int
}

final class VendingMachine {
    var inventory = [
        "Candy Bar": Item(price: 12, count: 7),
        "Chips": Item(price: 10, count: 4),
        "Pretzels": Item(price: 7, count: 11),
        "Gum": Item(price: 3, count: 0),
    ]
    var coinsDeposited = 0

    func vend(itemNamed name: String) throws {
        guard let item = inventory[name] else {
            throw VendingMachineError.invalidSelection
        }
        guard item.count > 0 else {
            throw VendingMachineError.outOfStock
        }
        guard item.price <= coinsDeposited else {
            throw VendingMachineError.insufficientFunds(coinsNeeded: item.price - coinsDeposited)
        }
        coinsDeposited -= item.price
        var newItem = item
        newItem.count -= 1
        inventory[name] = newItem
        print("Dispensing \(name)")
    }
}

let favoriteSnacks = [
    "Alice": "Chips",
    "Bob": "Licorice",
    "Eve": "Pretzels",
    "Dan": "Gum",
]
func buyFavoriteSnack(person: String, vendingMachine: VendingMachine) throws {
    let snackName = favoriteSnacks[person] ?? "Candy Bar"
    try vendingMachine.vend(itemNamed: snackName)
}

let machine = VendingMachine()
machine.coinsDeposited = 8
for person in ["Eve", "Alice", "Bob", "Dan", "Zed"] {
    do {
        try buyFavoriteSnack(person: person, vendingMachine: machine)
        print("\(person) got a snack; coins left \(machine.coinsDeposited)")
    } catch VendingMachineError.invalidSelection {
        print("\(person): Invalid Selection.")
    } catch VendingMachineError.outOfStock {
        print("\(person): Out of Stock.")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) where coinsNeeded > 5 {
        print("\(person): Needs a lot more: \(coinsNeeded) coins.")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) {
        print("\(person): Please insert an additional \(coinsNeeded) coins.")
    } catch {
        print("\(person): Unexpected error: \(error).")
    }
}

func nourish(with item: String) throws {
    do {
        try machine.vend(itemNamed: item)
    } catch is VendingMachineError {
        print("Couldn't buy \(item) from the vending machine.")
    }
}
do {
    try nourish(with: "Beet-Flavored Chips")
} catch {
    print("Unexpected non-vending-machine-related error: \(error)")
}

enum ParseError: Error, Equatable {
    case empty
    case badCharacter(Character, at: Int)
}
struct Version {
    let parts: [Int]
    init(_ text: String) throws {
        if text.isEmpty { throw ParseError.empty }
        var parts: [Int] = []
        var current = 0
        for (i, ch) in text.enumerated() {
            if ch == "." {
                parts.append(current)
                current = 0
            } else if let d = ch.wholeNumberValue {
                current = current * 10 + d
            } else {
                throw ParseError.badCharacter(ch, at: i)
            }
        }
        parts.append(current)
        self.parts = parts
    }
}
for text in ["1.20.3", "", "2.x", "10"] {
    do {
        let v = try Version(text)
        print("parsed \(v.parts)")
    } catch ParseError.badCharacter(let ch, let position) {
        print("bad character '\(ch)' at \(position)")
    } catch let error as ParseError {
        print("parse error: \(error)")
    } catch {
        print("other")
    }
}

// Catching multiple patterns in one clause
func check(_ code: Int) throws {
    switch code {
    case 0: return
    case 1: throw VendingMachineError.invalidSelection
    case 2: throw VendingMachineError.outOfStock
    default: throw ParseError.empty
    }
}
for code in 0...3 {
    do {
        try check(code)
        print("\(code): fine")
    } catch VendingMachineError.invalidSelection, VendingMachineError.outOfStock {
        print("\(code): selection problem")
    } catch {
        print("\(code): \(error)")
    }
}

// expect: Dispensing Pretzels
// expect: Eve got a snack; coins left 1
// expect: Alice: Needs a lot more: 9 coins.
// expect: Bob: Invalid Selection.
// expect: Dan: Out of Stock.
// expect: Zed: Needs a lot more: 11 coins.
// expect: Couldn't buy Beet-Flavored Chips from the vending machine.
// expect: parsed [1, 20, 3]
// expect: parse error: empty
// expect: bad character 'x' at 2
// expect: parsed [10]
// expect: 0: fine
// expect: 1: selection problem
// expect: 2: selection problem
// expect: 3: empty
