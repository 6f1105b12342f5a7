// Point-Free style (Tagged): a phantom-typed wrapper with conditional Equatable/Hashable/Comparable conformances and literal conformances
struct Tagged<Tag, RawValue> {
    var rawValue: RawValue
    init(rawValue: RawValue) { self.rawValue = rawValue }
    init(_ rawValue: RawValue) { self.rawValue = rawValue }

    func map<B>(_ transform: (RawValue) throws -> B) rethrows -> Tagged<Tag, B> {
        Tagged<Tag, B>(rawValue: try transform(rawValue))
    }
}

extension Tagged: Equatable where RawValue: Equatable {}
extension Tagged: Hashable where RawValue: Hashable {}
extension Tagged: Comparable where RawValue: Comparable {
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
extension Tagged: CustomStringConvertible {
    var description: String { String(describing: rawValue) }
}
extension Tagged: ExpressibleByIntegerLiteral where RawValue: ExpressibleByIntegerLiteral {
    init(integerLiteral value: RawValue.IntegerLiteralType) { self.init(RawValue(integerLiteral: value)) }
}
extension Tagged: ExpressibleByUnicodeScalarLiteral where RawValue: ExpressibleByUnicodeScalarLiteral {
    init(unicodeScalarLiteral value: RawValue.UnicodeScalarLiteralType) { self.init(RawValue(unicodeScalarLiteral: value)) }
}
extension Tagged: ExpressibleByExtendedGraphemeClusterLiteral where RawValue: ExpressibleByExtendedGraphemeClusterLiteral {
    init(extendedGraphemeClusterLiteral value: RawValue.ExtendedGraphemeClusterLiteralType) {
        self.init(RawValue(extendedGraphemeClusterLiteral: value))
    }
}
extension Tagged: ExpressibleByStringLiteral where RawValue: ExpressibleByStringLiteral {
    init(stringLiteral value: RawValue.StringLiteralType) { self.init(RawValue(stringLiteral: value)) }
}
extension Tagged: AdditiveArithmetic where RawValue: AdditiveArithmetic {
    static var zero: Self { Self(RawValue.zero) }
    static func + (a: Self, b: Self) -> Self { Self(a.rawValue + b.rawValue) }
    static func - (a: Self, b: Self) -> Self { Self(a.rawValue - b.rawValue) }
}

struct User {
    enum IDTag {}
    typealias ID = Tagged<IDTag, Int>
    enum EmailTag {}
    typealias Email = Tagged<EmailTag, String>
    let id: ID
    let email: Email
}
enum CentsTag {}
typealias Cents = Tagged<CentsTag, Int>

let users = [User(id: 42, email: "b@x.io"), User(id: 7, email: "a@x.io"), User(id: 42, email: "dup@x.io")]
print(users.map(\.id).sorted())
print(Set(users.map(\.id)).count, users[0].id == users[2].id)
let byID = Dictionary(grouping: users, by: \.id)
print(byID[42]!.map(\.email.description))
let prices: [Cents] = [199, 250, 1]
print(prices.reduce(.zero, +), prices.max()!, Cents(500) - prices[0])
let label = users[1].email.map { $0.uppercased() }
print(label, type(of: label.rawValue))
print(users.min { $0.email < $1.email }!.id)

// expect: [7, 42, 42]
// expect: 2 true
// expect: ["b@x.io", "dup@x.io"]
// expect: 450 250 301
// expect: A@X.IO String
// expect: 7
