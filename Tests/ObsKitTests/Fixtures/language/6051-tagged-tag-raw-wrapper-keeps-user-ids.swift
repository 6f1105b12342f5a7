// Point-Free style (phantom and tagged types): a Tagged<Tag, Raw> wrapper that keeps user ids and order ids apart, and phantom-typed units
struct Tagged<Tag, RawValue> {
    var rawValue: RawValue
    init(_ raw: RawValue) { rawValue = raw }
}
extension Tagged: Equatable where RawValue: Equatable {}
extension Tagged: Hashable where RawValue: Hashable {}
extension Tagged: Comparable where RawValue: Comparable {
    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
extension Tagged: CustomStringConvertible {
    var description: String { "\(Tag.self)(\(rawValue))" }
}
extension Tagged: ExpressibleByIntegerLiteral where RawValue == Int {
    init(integerLiteral value: Int) { self.init(value) }
}

struct User { typealias ID = Tagged<User, Int>; let id: ID; let name: String }
struct Order { typealias ID = Tagged<Order, Int>; let id: ID; let owner: User.ID; let total: Int }

let users = [User(id: 2, name: "Lin"), User(id: 1, name: "Ada")]
let orders = [Order(id: 10, owner: 1, total: 30), Order(id: 11, owner: 2, total: 5), Order(id: 12, owner: 1, total: 7)]
func orders(of user: User.ID) -> [Order.ID] { orders.filter { $0.owner == user }.map(\.id) }
for user in users.sorted(by: { $0.id < $1.id }) {
    print(user.id, user.name, orders(of: user.id))
}
let spend = Dictionary(grouping: orders, by: \.owner).mapValues { $0.reduce(0) { $0 + $1.total } }
print(spend.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

enum Meters {}
enum Seconds {}
struct Quantity<Unit> {
    let value: Double
    static func + (a: Self, b: Self) -> Self { Quantity(value: a.value + b.value) }
}
struct Speed { let metersPerSecond: Double }
func / (d: Quantity<Meters>, t: Quantity<Seconds>) -> Speed { Speed(metersPerSecond: d.value / t.value) }
let run = Quantity<Meters>(value: 400) + Quantity(value: 200)
let time = Quantity<Seconds>(value: 120)
print(run.value, time.value, (run / time).metersPerSecond)
print(Tagged<Seconds, String>("x"), Set([User.ID(3), 3, 4]).count)

// expect: User(1) Ada [Order(10), Order(12)]
// expect: User(2) Lin [Order(11)]
// expect: ["User(1)=37", "User(2)=5"]
// expect: 600.0 120.0 5.0
// expect: Seconds(x) 2
