// Swift book style (error handling): a vending machine whose errors carry associated values, caught with patterns in one do/catch
enum SnackMachineError: Error {
    case unknownSlot(String)
    case soldOut(item: String)
    case shortOfCoins(needed: Int)
}

struct SnackSlot {
    var price: Int
    var stock: Int
}

final class SnackMachine {
    var slots = ["chips": SnackSlot(price: 12, stock: 2), "gum": SnackSlot(price: 5, stock: 0), "nuts": SnackSlot(price: 20, stock: 1)]
    var credit = 0

    func buy(_ name: String) throws -> String {
        guard let slot = slots[name] else { throw SnackMachineError.unknownSlot(name) }
        guard slot.stock > 0 else { throw SnackMachineError.soldOut(item: name) }
        guard slot.price <= credit else {
            throw SnackMachineError.shortOfCoins(needed: slot.price - credit)
        }
        credit -= slot.price
        slots[name]?.stock -= 1
        return "dispensed \(name)"
    }
}

let machine = SnackMachine()
machine.credit = 30
for request in ["chips", "gum", "candy", "nuts", "chips", "chips"] {
    do {
        let message = try machine.buy(request)
        print(message, "- credit left", machine.credit)
    } catch SnackMachineError.unknownSlot(let name) {
        print("no slot called \(name)")
    } catch SnackMachineError.soldOut(let item) {
        print("\(item) is sold out")
    } catch SnackMachineError.shortOfCoins(let needed) where needed > 10 {
        print("far too little money: insert \(needed) more")
    } catch SnackMachineError.shortOfCoins(let needed) {
        print("insert \(needed) more coins")
    } catch {
        print("unexpected: \(error)")
    }
}
let left = machine.slots.keys.sorted().map { "\($0)=\(machine.slots[$0]!.stock)" }
print(left.joined(separator: ", "))

// expect: dispensed chips - credit left 18
// expect: gum is sold out
// expect: no slot called candy
// expect: insert 2 more coins
// expect: dispensed chips - credit left 6
// expect: chips is sold out
// expect: chips=0, gum=0, nuts=1
