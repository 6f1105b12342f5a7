// Blog style (phantom types): Tagged identifiers that stop you mixing up a User ID and an Order ID
struct Tagged<Tag, RawValue: Hashable & Comparable>: Hashable, Comparable, CustomStringConvertible {
    let rawValue: RawValue
    init(_ rawValue: RawValue) { self.rawValue = rawValue }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    var description: String { "\(Tag.self)#\(rawValue)" }
}

extension Tagged: ExpressibleByIntegerLiteral where RawValue == Int {
    init(integerLiteral value: Int) { self.init(value) }
}

struct User {
    typealias ID = Tagged<User, Int>
    let id: ID
    let name: String
}

struct Order {
    typealias ID = Tagged<Order, Int>
    let id: ID
    let owner: User.ID
    let total: Int
}

enum Meters {}
enum Feet {}
struct Length<Unit> {
    var value: Double
    static func + (a: Length, b: Length) -> Length { Length(value: a.value + b.value) }
}
extension Length where Unit == Feet {
    var inMeters: Length<Meters> { Length<Meters>(value: value * 0.3048) }
}

let users = [User(id: 2, name: "Ana"), User(id: 1, name: "Bo")]
let orders = [
    Order(id: 100, owner: 1, total: 30),
    Order(id: 101, owner: 2, total: 12),
    Order(id: 102, owner: 1, total: 8),
]

func orders(for user: User.ID) -> [Order] { orders.filter { $0.owner == user } }

for user in users.sorted(by: { $0.id < $1.id }) {
    let mine = orders(for: user.id)
    let ids = mine.map { $0.id.description }.joined(separator: ", ")
    print("\(user.id) \(user.name): [\(ids)] total \(mine.reduce(0) { $0 + $1.total })")
}

let lookup: [User.ID: String] = Dictionary(uniqueKeysWithValues: users.map { ($0.id, $0.name) })
print(lookup[Order.ID(101).rawValue == 101 ? User.ID(2) : User.ID(1)] ?? "?")
print(User.ID(5) == User.ID(5), User.ID(3) < User.ID(4))

let run = Length<Feet>(value: 100) + Length<Feet>(value: 50)
let meters = run.inMeters
print("run: \(run.value) ft = \(meters.value) m")
let total = meters + Length<Meters>(value: 4.28)
print("with warmup: \(total.value) m")
print(String(describing: type(of: total)))
// expect: User#1 Bo: [Order#100, Order#102] total 38
// expect: User#2 Ana: [Order#101] total 12
// expect: Ana
// expect: true true
// expect: run: 150.0 ft = 45.72 m
// expect: with warmup: 50.0 m
// expect: Length<Meters>
