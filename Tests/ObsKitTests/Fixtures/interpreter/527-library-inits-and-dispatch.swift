// `Dictionary(grouping:)` with its `by:` closure written as a trailing closure; an initializer a script's
// extension gives `String`; a key path ending in `!`; a type's own method beats a constrained protocol
// extension's default (`where Self: Named`); a cast to a typealias of a composition; a nested type named
// by its short name inside an extension of its outer type; `AnyHashable`. Expected output: swiftc 6.3.1 here.
let animals = ["ant", "bee", "cat", "cow", "bat"]
let byLetter = Dictionary(grouping: animals) { $0.first! }
print(byLetter.keys.sorted(), byLetter["c"]!)
let merged = Dictionary([("a", 1), ("a", 2), ("b", 3)]) { first, second in first + second }
print(merged.sorted { $0.key < $1.key })

extension String {
    init(repeating word: String, times: Int) {
        self = Array(repeating: word, count: times).joined(separator: "-")
    }
}
print(String(repeating: "la", times: 3))
print(["ab", "c"].map(\.first!), ["xyz"].map(\.last!.isLetter))

protocol Named { var name: String { get } }
protocol Greeter { func greet() -> String }
extension Greeter where Self: Named {
    func greet() -> String { "Hi, I'm \(name)" }
}
struct Robot: Greeter, Named {
    let name = "bolt"
    func greet() -> String { "BEEP \(name.uppercased())" }
}
struct Person: Greeter, Named { let name: String }
print(Robot().greet(), Person(name: "Ada").greet(), [Robot() as any Greeter, Person(name: "Bo")].map { $0.greet() })

protocol Aged { var age: Int { get } }
typealias Profile = Named & Aged
struct Member: Named, Aged { let name: String; let age: Int }
let things: [Any] = [Member(name: "Alice", age: 30), Robot()]
for thing in things {
    if let profile = thing as? any Profile { print("profile", profile.name, profile.age) } else { print("not a profile") }
}

struct Deck {
    struct Card { let rank: Int }
    var cards: [Card] = []
}
extension Deck {
    init(count: Int) { cards = (1...count).map { Card(rank: $0) } }
}
print(Deck(count: 3).cards.map(\.rank))

let keys: [AnyHashable: String] = [AnyHashable(1): "one", AnyHashable("1"): "string one"]
print(keys[AnyHashable(1)]!, keys[AnyHashable("1")]!, AnyHashable(2) == AnyHashable(2), AnyHashable(2) == AnyHashable("2"))

// expect: ["a", "b", "c"] ["cat", "cow"]
// expect: [(key: "a", value: 3), (key: "b", value: 3)]
// expect: la-la-la
// expect: ["a", "c"] [true]
// expect: BEEP BOLT Hi, I'm Ada ["BEEP BOLT", "Hi, I\'m Bo"]
// expect: profile Alice 30
// expect: not a profile
// expect: [1, 2, 3]
// expect: one string one true false
