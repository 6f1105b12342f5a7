// A nested typealias used from outside (User.ID): as an annotation for an integer literal, a stored property's type, and a constructor; a conditional ExpressibleByIntegerLiteral conformance types the later literals of an array
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
struct Tagged<Tag>: CustomStringConvertible, ExpressibleByIntegerLiteral {
    var rawValue: Int
    init(integerLiteral value: Int) { rawValue = value }
    init(_ v: Int) { rawValue = v }
    var description: String { "\(Tag.self)(\(rawValue))" }
}
struct User { typealias ID = Tagged<User> }
struct Order { let owner: User.ID }
print(Order(owner: 1).owner)
let x: User.ID = 2
print(x)
print(User.ID(3))
typealias UID = Tagged<User>
let y: UID = 4
print(y)

struct Tagged2<Tag, RawValue>: CustomStringConvertible {
    var rawValue: RawValue
    init(_ raw: RawValue) { rawValue = raw }
    var description: String { "T(\(rawValue))" }
}
extension Tagged2: ExpressibleByIntegerLiteral where RawValue == Int {
    init(integerLiteral value: Int) { self.init(value) }
}
enum U {}
let t2: Tagged2<U, Int> = 1
print(t2, [t2, 3])
let a2: [Tagged2<U, Int>] = [1, 2]
print(a2)

// expect: User(1)
// expect: User(2)
// expect: User(3)
// expect: User(4)
// expect: T(1) [T(1), T(3)]
// expect: [T(1), T(2)]
