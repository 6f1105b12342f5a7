// App code style: vending machine with enum states, associated values and errors
enum VendError: Error, CustomStringConvertible {
    case soldOut(String)
    case insufficientFunds(needed: Int)
    case unknownItem(String)

    var description: String {
        switch self {
        case .soldOut(let name): return "\(name) is sold out"
        case .insufficientFunds(let needed): return "insert \(needed) more cents"
        case .unknownItem(let code): return "no item at \(code)"
        }
    }
}

struct Slot {
    let name: String
    let price: Int
    var count: Int
}

class VendingMachine {
    private var slots: [String: Slot] = [
        "A1": Slot(name: "Chips", price: 125, count: 2),
        "A2": Slot(name: "Candy", price: 90, count: 1),
        "B1": Slot(name: "Soda", price: 150, count: 0),
    ]
    private(set) var credit = 0
    private(set) var revenue = 0

    func insert(_ cents: Int) { credit += cents }

    func vend(_ code: String) throws -> (String, change: Int) {
        guard var slot = slots[code] else { throw VendError.unknownItem(code) }
        guard slot.count > 0 else { throw VendError.soldOut(slot.name) }
        guard credit >= slot.price else {
            throw VendError.insufficientFunds(needed: slot.price - credit)
        }
        slot.count -= 1
        slots[code] = slot
        let change = credit - slot.price
        revenue += slot.price
        credit = 0
        return (slot.name, change)
    }

    var inventory: String {
        slots.keys.sorted().map { "\($0):\(slots[$0]!.count)" }.joined(separator: " ")
    }
}

let vm = VendingMachine()
let script: [(Int, String)] = [(100, "A1"), (50, "A1"), (0, "B1"), (200, "A2"), (100, "A2"), (0, "C9"), (125, "A1"), (125, "A1")]
for (coins, code) in script {
    if coins > 0 { vm.insert(coins) }
    do {
        let result = try vm.vend(code)
        print("got \(result.0), change \(result.change)")
    } catch let error as VendError {
        print("error: \(error) (credit \(vm.credit))")
    } catch {
        print("unexpected")
    }
}
print("revenue: \(vm.revenue), inventory: \(vm.inventory)")
// expect: error: insert 25 more cents (credit 100)
// expect: got Chips, change 25
// expect: error: Soda is sold out (credit 0)
// expect: got Candy, change 110
// expect: error: Candy is sold out (credit 100)
// expect: error: no item at C9 (credit 100)
// expect: got Chips, change 100
// expect: error: Chips is sold out (credit 125)
// expect: revenue: 340, inventory: A1:0 A2:0 B1:0
