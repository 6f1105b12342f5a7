// Course style (vending machine state machine): enum states with associated values, mutating
enum VendingState: Equatable {
    case idle
    case collecting(cents: Int)
    case dispensing(item: String, change: Int)
    case outOfOrder
}

struct VendingMachine {
    private(set) var state: VendingState = .idle
    var stock: [String: (price: Int, count: Int)] = [
        "chips": (price: 125, count: 2),
        "soda": (price: 150, count: 1),
        "gum": (price: 50, count: 0),
    ]

    mutating func insert(_ cents: Int) {
        switch state {
        case .idle:
            state = .collecting(cents: cents)
        case .collecting(let current):
            state = .collecting(cents: current + cents)
        case .dispensing, .outOfOrder:
            print("  (coin rejected)")
        }
    }

    mutating func select(_ name: String) {
        guard case .collecting(let cents) = state else {
            print("  insert money first")
            return
        }
        guard let entry = stock[name] else {
            print("  unknown item \(name)")
            return
        }
        if entry.count == 0 {
            print("  \(name) is sold out")
        } else if cents < entry.price {
            print("  need \(entry.price - cents) more cents for \(name)")
        } else {
            stock[name] = (price: entry.price, count: entry.count - 1)
            state = .dispensing(item: name, change: cents - entry.price)
        }
    }

    mutating func takeItem() {
        if case let .dispensing(item, change) = state {
            print("  enjoy your \(item)! change: \(change)")
            state = .idle
        }
    }
}

var machine = VendingMachine()
print("Start idle: \(machine.state == .idle)")
machine.select("soda")
machine.insert(100)
machine.select("soda")
machine.insert(25)
machine.insert(25)
machine.select("soda")
machine.insert(5)
machine.takeItem()
machine.insert(200)
machine.select("gum")
machine.select("soda")
machine.select("candy")
machine.select("chips")
machine.takeItem()
print("State now: \(machine.state)")
for name in machine.stock.keys.sorted() {
    print("\(name): \(machine.stock[name]!.count) left")
}

// expect: Start idle: true
// expect:   insert money first
// expect:   need 50 more cents for soda
// expect:   (coin rejected)
// expect:   enjoy your soda! change: 0
// expect:   gum is sold out
// expect:   soda is sold out
// expect:   unknown item candy
// expect:   enjoy your chips! change: 75
// expect: State now: idle
// expect: chips: 1 left
// expect: gum: 0 left
// expect: soda: 0 left
