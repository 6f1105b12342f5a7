// Swift book style: Error Handling - throwing, do-catch with patterns, try?, rethrows, defer execution order
enum VendingMachineError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}
struct Item { var price: Int; var count: Int }
class VendingMachine {
    var inventory = [
        "Candy Bar": Item(price: 12, count: 7),
        "Chips": Item(price: 10, count: 4),
        "Pretzels": Item(price: 7, count: 0),
    ]
    var coinsDeposited = 0
    func vend(itemNamed name: String) throws {
        guard let item = inventory[name] else { throw VendingMachineError.invalidSelection }
        guard item.count > 0 else { throw VendingMachineError.outOfStock }
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
let favoriteSnacks = ["Alice": "Chips", "Bob": "Licorice", "Eve": "Pretzels"]
func buyFavoriteSnack(person: String, vendingMachine: VendingMachine) throws {
    let snackName = favoriteSnacks[person] ?? "Candy Bar"
    try vendingMachine.vend(itemNamed: snackName)
}
let vendingMachine = VendingMachine()
vendingMachine.coinsDeposited = 8
for person in ["Alice", "Bob", "Eve", "Zed"] {
    do {
        try buyFavoriteSnack(person: person, vendingMachine: vendingMachine)
        print("Success! Yum.")
    } catch VendingMachineError.invalidSelection {
        print("\(person): Invalid Selection.")
    } catch VendingMachineError.outOfStock {
        print("\(person): Out of Stock.")
    } catch VendingMachineError.insufficientFunds(let coinsNeeded) {
        print("\(person): Insufficient funds. Please insert an additional \(coinsNeeded) coins.")
    } catch {
        print("Unexpected error: \(error).")
    }
}
vendingMachine.coinsDeposited = 30
do {
    try vendingMachine.vend(itemNamed: "Chips")
    try vendingMachine.vend(itemNamed: "Candy Bar")
    try vendingMachine.vend(itemNamed: "Chips")
} catch {
    print("stopped: \(error)")
}
print("coins left \(vendingMachine.coinsDeposited), chips left \(vendingMachine.inventory["Chips"]!.count)")

func parse(_ s: String) throws -> Int {
    guard let v = Int(s) else { throw VendingMachineError.invalidSelection }
    return v
}
let x = try? parse("12")
let y = try? parse("twelve")
print(x as Any, y as Any)
let values = ["1", "x", "3"].compactMap { try? parse($0) }
print(values)

func applyAll(_ items: [String], _ transform: (String) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for i in items { out.append(try transform(i)) }
    return out
}
print(applyAll(["a", "bb", "ccc"]) { $0.count })
do {
    print(try applyAll(["4", "5", "six"], parse))
} catch {
    print("rethrown: \(error)")
}

func processFile(_ name: String, failAt step: Int) throws {
    print("open \(name)")
    defer { print("close \(name)") }
    defer { print("flush \(name)") }
    for i in 1...3 {
        defer { print("  end step \(i)") }
        if i == step { throw VendingMachineError.outOfStock }
        print("  step \(i)")
    }
    print("done \(name)")
}
try? processFile("a.txt", failAt: 0)
do { try processFile("b.txt", failAt: 2) } catch { print("caught \(error)") }

struct ValidationError: Error, CustomStringConvertible {
    let field: String
    var description: String { "invalid \(field)" }
}
func validate(age: Int) throws -> Int {
    if age < 0 { throw ValidationError(field: "age") }
    return age
}
do {
    _ = try validate(age: 30)
    _ = try validate(age: -1)
} catch let e as ValidationError {
    print("validation: \(e) [\(e.field)]")
} catch {
    print("other")
}
let r: Result<Int, Error> = Result { try validate(age: 5) }
switch r {
case .success(let v): print("result ok \(v)")
case .failure(let e): print("result failed \(e)")
}
let r2 = Result { try validate(age: -3) }
if case .failure(let e) = r2 { print("result failed \(e)") }
print((try? r.get()) ?? 0)

// expect: Alice: Insufficient funds. Please insert an additional 2 coins.
// expect: Bob: Invalid Selection.
// expect: Eve: Out of Stock.
// expect: Zed: Insufficient funds. Please insert an additional 4 coins.
// expect: Dispensing Chips
// expect: Dispensing Candy Bar
// expect: stopped: insufficientFunds(coinsNeeded: 2)
// expect: coins left 8, chips left 3
// expect: Optional(12) nil
// expect: [1, 3]
// expect: [1, 2, 3]
// expect: rethrown: invalidSelection
// expect: open a.txt
// expect:   step 1
// expect:   end step 1
// expect:   step 2
// expect:   end step 2
// expect:   step 3
// expect:   end step 3
// expect: done a.txt
// expect: flush a.txt
// expect: close a.txt
// expect: open b.txt
// expect:   step 1
// expect:   end step 1
// expect:   end step 2
// expect: flush b.txt
// expect: close b.txt
// expect: caught outOfStock
// expect: validation: invalid age [age]
// expect: result ok 5
// expect: result failed invalid age
// expect: 5
