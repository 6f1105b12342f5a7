// Compiler test style: observers on class property fire once for inout and mutating calls
struct Inventory {
    var items: [String] = []
    mutating func add(_ s: String) { items.append(s) }
}
class Store {
    var inventory = Inventory() {
        willSet { print("willSet count \(inventory.items.count) -> \(newValue.items.count)") }
        didSet { print("didSet \(inventory.items)") }
    }
    var counter = 0 {
        didSet { print("counter \(oldValue) -> \(counter)") }
    }
}
func addTwo(_ inv: inout Inventory) {
    inv.add("x")
    inv.add("y")
}
func inc(_ n: inout Int) { n += 1; n += 1 }

let s = Store()
s.inventory.add("apple")
s.inventory.items.append("pear")
addTwo(&s.inventory)
s.inventory.items[0] = "APPLE"
inc(&s.counter)
s.counter += 5
let same = s.counter
s.counter = same
print(s.inventory.items.count, s.counter)
// expect: willSet count 0 -> 1
// expect: didSet ["apple"]
// expect: willSet count 1 -> 2
// expect: didSet ["apple", "pear"]
// expect: willSet count 2 -> 4
// expect: didSet ["apple", "pear", "x", "y"]
// expect: willSet count 4 -> 4
// expect: didSet ["APPLE", "pear", "x", "y"]
// expect: counter 0 -> 2
// expect: counter 2 -> 7
// expect: counter 7 -> 7
// expect: 4 7
