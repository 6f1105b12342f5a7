// Structures and Classes: synthesized Equatable and Hashable for structs and enums, custom == on a class, Identifiable ids.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Money: Hashable {
    var cents: Int
    var currency: String
}
let a = Money(cents: 500, currency: "EUR")
let b = Money(cents: 500, currency: "EUR")
let c = Money(cents: 500, currency: "USD")
print(a == b, a == c, a != c)
let wallet: Set<Money> = [a, b, c]
print(wallet.count, wallet.contains(Money(cents: 500, currency: "USD")))
var totals: [Money: String] = [a: "five euros"]
print(totals[b] ?? "-", totals[c] ?? "-")
totals[c] = "five dollars"
print(totals.count)
enum Shape: Hashable { case circle(radius: Int), square(side: Int), point }
print(Shape.circle(radius: 2) == .circle(radius: 2), Shape.circle(radius: 2) == .square(side: 2))
print(Set([Shape.point, .point, .circle(radius: 1)]).count)
final class User: Equatable, Identifiable {
    let id: Int
    var name: String
    init(id: Int, name: String) { self.id = id; self.name = name }
    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
}
let u1 = User(id: 7, name: "Ana")
let u2 = User(id: 7, name: "Ana B.")
print(u1 == u2, u1 === u2, u1.id == u2.id)
let users = [u1, User(id: 8, name: "Bo")]
print(users.firstIndex(of: u2) as Any, users.contains(User(id: 9, name: "?")))
struct Pair<T: Hashable>: Hashable { var first: T; var second: T }
print(Pair(first: 1, second: 2) == Pair(first: 1, second: 2), Set([Pair(first: "a", second: "b"), Pair(first: "a", second: "b")]).count)
struct Tagged: Equatable {
    var value: Int
    var note: String
    static func == (l: Tagged, r: Tagged) -> Bool { l.value == r.value }
}
print(Tagged(value: 1, note: "x") == Tagged(value: 1, note: "y"), [Tagged(value: 2, note: "")].contains(Tagged(value: 2, note: "z")))

// expect: true false true
// expect: 2 true
// expect: five euros -
// expect: 2
// expect: true false
// expect: 2
// expect: true false true
// expect: Optional(0) false
// expect: true 1
// expect: true true
