// App architecture style (didSet observers): a Combine-free view model whose property observers notify registered observers and derive state
final class Observers<Value> {
    private var list: [(id: Int, fn: (Value, Value) -> Void)] = []
    private var seq = 0
    @discardableResult
    func add(_ fn: @escaping (Value, Value) -> Void) -> Int { seq += 1; list.append((seq, fn)); return seq }
    func remove(_ id: Int) { list.removeAll { $0.id == id } }
    func notify(old: Value, new: Value) { for entry in list { entry.fn(old, new) } }
}

final class CartViewModel {
    let itemsChanged = Observers<[String]>()
    private(set) var total = 0
    private(set) var badge = ""
    var prices: [String: Int] = ["apple": 3, "bread": 5, "cheese": 12]

    var items: [String] = [] {
        willSet { if newValue.count > 4 { print("  warning: cart is getting big") } }
        didSet {
            total = items.compactMap { prices[$0] }.reduce(0, +)
            badge = items.isEmpty ? "" : "\(items.count)"
            if oldValue != items { itemsChanged.notify(old: oldValue, new: items) }
        }
    }
    var discount = 0 {
        didSet {
            if discount < 0 || discount > 50 { discount = oldValue }
        }
    }
    var payable: Int { total * (100 - discount) / 100 }
}

let vm = CartViewModel()
let logID = vm.itemsChanged.add { old, new in print("  log: \(old.count) -> \(new.count)") }
vm.itemsChanged.add { _, new in
    if let last = new.last { print("  last added: \(last)") }
}
func show(_ step: String) { print("\(step): items=\(vm.items) total=\(vm.total) badge='\(vm.badge)' pay=\(vm.payable)") }

vm.items.append("apple"); show("add apple")
vm.items += ["bread", "cheese"]; show("add two")
vm.discount = 10; show("discount 10")
vm.discount = 90; show("discount 90 rejected")
let same = vm.items; vm.items = same; show("same items")
vm.itemsChanged.remove(logID)
vm.items.removeFirst(); show("remove first")
vm.items += ["apple", "apple", "unknown"]; show("add three")
vm.items.removeAll(); show("clear")

// expect:   log: 0 -> 1
// expect:   last added: apple
// expect: add apple: items=["apple"] total=3 badge='1' pay=3
// expect:   log: 1 -> 3
// expect:   last added: cheese
// expect: add two: items=["apple", "bread", "cheese"] total=20 badge='3' pay=20
// expect: discount 10: items=["apple", "bread", "cheese"] total=20 badge='3' pay=18
// expect: discount 90 rejected: items=["apple", "bread", "cheese"] total=20 badge='3' pay=18
// expect: same items: items=["apple", "bread", "cheese"] total=20 badge='3' pay=18
// expect:   last added: cheese
// expect: remove first: items=["bread", "cheese"] total=17 badge='2' pay=15
// expect:   warning: cart is getting big
// expect:   last added: unknown
// expect: add three: items=["bread", "cheese", "apple", "apple", "unknown"] total=23 badge='5' pay=20
// expect: clear: items=[] total=0 badge='' pay=0
