// Swift book style (Protocols): protocols with static, mutating and initializer requirements
protocol Togglable {
    mutating func toggle()
}
enum OnOffSwitch: Togglable {
    case off, on
    mutating func toggle() {
        switch self {
        case .off: self = .on
        case .on: self = .off
        }
    }
}
var lightSwitch = OnOffSwitch.off
lightSwitch.toggle()
print(lightSwitch)
protocol Identified {
    static var prefix: String { get }
    var id: Int { get }
    init(id: Int)
}
extension Identified {
    var tag: String { "\(Self.prefix)-\(id)" }
    static func make(_ n: Int) -> [Self] { (1...n).map { Self(id: $0) } }
}
struct Ticket: Identified {
    static let prefix = "TKT"
    let id: Int
}
class Order: Identified {
    class var prefix: String { "ORD" }
    let id: Int
    required init(id: Int) { self.id = id }
}
class RushOrder: Order {
    override class var prefix: String { "RUSH" }
}
print(Ticket.make(3).map(\.tag))
print(Order(id: 9).tag, RushOrder(id: 4).tag)
func build<T: Identified>(_ type: T.Type, _ id: Int) -> T { T(id: id) }
print(build(Ticket.self, 77).tag, build(RushOrder.self, 1).tag)
protocol Scalable {
    static func * (lhs: Self, rhs: Int) -> Self
}
extension Int: Scalable {}
struct Money: Scalable, CustomStringConvertible {
    var cents: Int
    static func * (lhs: Money, rhs: Int) -> Money { Money(cents: lhs.cents * rhs) }
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
func triple<T: Scalable>(_ x: T) -> T { x * 3 }
print(triple(14), triple(Money(cents: 203)))
// expect: on
// expect: ["TKT-1", "TKT-2", "TKT-3"]
// expect: ORD-9 RUSH-4
// expect: TKT-77 RUSH-1
// expect: 42 $6.09
