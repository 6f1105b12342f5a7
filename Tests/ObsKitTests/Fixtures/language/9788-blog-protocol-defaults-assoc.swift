// Swift by Sundell style: protocols with associated types and default implementations
protocol Container {
    associatedtype Element
    var items: [Element] { get set }
    mutating func add(_ item: Element)
    func summary() -> String
}

extension Container {
    mutating func add(_ item: Element) { items.append(item) }
    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    func summary() -> String { "\(Self.self) with \(count) item(s)" }
}

extension Container where Element: Numeric {
    var total: Element { items.reduce(0, +) }
}

extension Container where Element: CustomStringConvertible {
    func listing() -> String { items.map(\.description).joined(separator: ", ") }
}

struct Basket: Container {
    var items: [String] = []
}

struct Wallet: Container {
    var items: [Int] = []
    // custom implementation overriding the default
    mutating func add(_ item: Int) {
        guard item > 0 else { return }
        items.append(item)
    }
    func summary() -> String { "Wallet holding \(total) coins" }
}

var basket = Basket()
basket.add("apple")
basket.add("bread")
print(basket.summary())
print(basket.listing())

var wallet = Wallet()
for coin in [5, -3, 10, 0, 25] { wallet.add(coin) }
print(wallet.summary())
print(wallet.listing(), "total:", wallet.total)

// Static vs dynamic dispatch of protocol extension members
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello from the default" }
    func farewell() -> String { "Goodbye from the extension" }
}
struct Formal: Greeter {
    func greet() -> String { "Good day to you" }
    func farewell() -> String { "Farewell, kind sir" }
}
let concrete = Formal()
let erased: any Greeter = Formal()
print(concrete.greet(), "|", erased.greet())
print(concrete.farewell(), "|", erased.farewell())

// Associated type with a constraint and a default
protocol Identified {
    associatedtype ID: Hashable & Comparable = Int
    var id: ID { get }
}
struct User: Identified { let id: Int; let name: String }
struct Product: Identified { let id: String; let title: String }

func index<T: Identified>(_ values: [T]) -> [T.ID: T] {
    Dictionary(uniqueKeysWithValues: values.map { ($0.id, $0) })
}
let users = index([User(id: 2, name: "Zed"), User(id: 1, name: "Amy")])
for key in users.keys.sorted() { print(key, users[key]!.name) }
let products = index([Product(id: "B-2", title: "Lamp"), Product(id: "A-9", title: "Desk")])
print(products.keys.sorted(), products["A-9"]!.title)
print(User.ID.self, Product.ID.self)

// expect: Basket with 2 item(s)
// expect: apple, bread
// expect: Wallet holding 40 coins
// expect: 5, 10, 25 total: 40
// expect: Good day to you | Good day to you
// expect: Farewell, kind sir | Goodbye from the extension
// expect: 1 Amy
// expect: 2 Zed
// expect: ["A-9", "B-2"] Desk
// expect: Int String
