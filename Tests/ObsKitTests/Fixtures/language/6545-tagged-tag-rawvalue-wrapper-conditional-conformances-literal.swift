// Point-Free style (tagged types): a Tagged<Tag, RawValue> wrapper with conditional conformances and literal support, keeping ids and amounts apart
struct Tagged<Tag, RawValue> {
    let rawValue: RawValue
    init(_ rawValue: RawValue) { self.rawValue = rawValue }

    func map<B>(_ f: (RawValue) -> B) -> Tagged<Tag, B> { Tagged<Tag, B>(f(rawValue)) }
}

extension Tagged: Equatable where RawValue: Equatable {}
extension Tagged: Hashable where RawValue: Hashable {}
extension Tagged: Comparable where RawValue: Comparable {
    static func < (l: Tagged, r: Tagged) -> Bool { l.rawValue < r.rawValue }
}
extension Tagged: ExpressibleByIntegerLiteral where RawValue == Int {
    init(integerLiteral value: Int) { self.init(value) }
}
extension Tagged: ExpressibleByUnicodeScalarLiteral where RawValue == String {
    init(unicodeScalarLiteral value: String) { self.init(value) }
}
extension Tagged: ExpressibleByExtendedGraphemeClusterLiteral where RawValue == String {
    init(extendedGraphemeClusterLiteral value: String) { self.init(value) }
}
extension Tagged: ExpressibleByStringLiteral where RawValue == String {
    init(stringLiteral value: String) { self.init(value) }
}
extension Tagged: CustomStringConvertible {
    var description: String { "\(rawValue)" }
}

enum UserTag {}
enum OrderTag {}
enum CentsTag {}
typealias UserID = Tagged<UserTag, Int>
typealias OrderID = Tagged<OrderTag, Int>
typealias Email = Tagged<UserTag, String>
typealias Cents = Tagged<CentsTag, Int>

struct Order { let id: OrderID; let owner: UserID; let total: Cents }

let orders = [
    Order(id: 100, owner: 1, total: 1250),
    Order(id: 101, owner: 2, total: 499),
    Order(id: 102, owner: 1, total: 300),
]

func orders(for user: UserID) -> [Order] { orders.filter { $0.owner == user } }
func sum(_ amounts: [Cents]) -> Cents { Cents(amounts.map(\.rawValue).reduce(0, +)) }

let ada: UserID = 1
print(orders(for: ada).map(\.id))
print(sum(orders(for: ada).map(\.total)), sum(orders.map(\.total)).map { Double($0) / 100 })
print(orders.map(\.id).max() ?? 0, orders.map(\.total).sorted())
let email: Email = "ada@example.com"
print(email, email.map { $0.count }, email == "ada@example.com")
let byOwner = Dictionary(grouping: orders, by: \.owner)
print(byOwner.keys.sorted(), byOwner[2]?.first?.total ?? 0)
print(Set([ada, 1, 2, 2]).count)

// expect: [100, 102]
// expect: 1550 20.49
// expect: 102 [300, 499, 1250]
// expect: ada@example.com 15 true
// expect: [1, 2] 499
// expect: 2
