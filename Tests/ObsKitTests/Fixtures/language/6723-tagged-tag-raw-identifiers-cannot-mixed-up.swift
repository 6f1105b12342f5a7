// Sundell "phantom types" style: Tagged<Tag, Raw> identifiers that cannot be mixed up, with conditional conformances
struct Tagged<Tag, Raw> {
    let raw: Raw
    init(_ raw: Raw) { self.raw = raw }
}
extension Tagged: Equatable where Raw: Equatable {}
extension Tagged: Hashable where Raw: Hashable {}
extension Tagged: Comparable where Raw: Comparable {
    static func < (a: Self, b: Self) -> Bool { a.raw < b.raw }
}
extension Tagged: CustomStringConvertible {
    var description: String { "\(Tag.self)#\(raw)" }
}
extension Tagged: ExpressibleByIntegerLiteral where Raw == Int {
    init(integerLiteral value: Int) { self.init(value) }
}
extension Tagged: ExpressibleByUnicodeScalarLiteral where Raw == String {
    init(unicodeScalarLiteral value: String) { self.init(value) }
}
extension Tagged: ExpressibleByExtendedGraphemeClusterLiteral where Raw == String {
    init(extendedGraphemeClusterLiteral value: String) { self.init(value) }
}
extension Tagged: ExpressibleByStringLiteral where Raw == String {
    init(stringLiteral value: String) { self.init(value) }
}

enum UserTag {}
enum OrderTag {}
typealias UserID = Tagged<UserTag, Int>
typealias OrderID = Tagged<OrderTag, Int>
typealias Sku = Tagged<OrderTag, String>

struct Order {
    let id: OrderID
    let buyer: UserID
    let items: [Sku]
}

func orders(for user: UserID, in all: [Order]) -> [OrderID] {
    all.filter { $0.buyer == user }.map(\.id).sorted()
}

let orders: [Order] = [
    Order(id: 30, buyer: 1, items: ["tea", "mug"]),
    Order(id: 12, buyer: 2, items: ["pen"]),
    Order(id: 7, buyer: 1, items: []),
]
let ann: UserID = 1
print(orders(for: ann, in: orders))
print(orders(for: UserID(2), in: orders).map(\.raw))
print(Set(orders.map(\.buyer)).sorted())
print(orders[0].items, orders[0].items.contains("mug"))
var spend: [UserID: Int] = [:]
for o in orders { spend[o.buyer, default: 0] += o.items.count }
for (user, n) in spend.sorted(by: { $0.key < $1.key }) { print(user, n) }
print(UserID(5) == 5, type(of: ann))

// expect: [OrderTag#7, OrderTag#30]
// expect: [12]
// expect: [UserTag#1, UserTag#2]
// expect: [OrderTag#tea, OrderTag#mug] true
// expect: UserTag#1 2
// expect: UserTag#2 1
// expect: true Tagged<UserTag, Int>
