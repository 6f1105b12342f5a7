// Swift Apprentice style (Hashable): custom hash(into:) consistent with ==, ObjectIdentifier for class identity, and sets/dictionaries keyed by structs
struct Student: Hashable, CustomStringConvertible {
    let firstName: String
    let lastName: String
    let grade: Int
    static func == (lhs: Student, rhs: Student) -> Bool {
        lhs.firstName.lowercased() == rhs.firstName.lowercased() && lhs.lastName.lowercased() == rhs.lastName.lowercased()
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(firstName.lowercased())
        hasher.combine(lastName.lowercased())
    }
    var description: String { "\(firstName) \(lastName)" }
}
let john = Student(firstName: "John", lastName: "Appleseed", grade: 3)
let johnAgain = Student(firstName: "JOHN", lastName: "appleseed", grade: 7)
print(john == johnAgain, john.hashValue == johnAgain.hashValue)
var lockerMap: [Student: Int] = [:]
lockerMap[john] = 14
lockerMap[johnAgain, default: 0] += 1
print(lockerMap.count, lockerMap[Student(firstName: "john", lastName: "APPLESEED", grade: 0)]!)
let roster: Set = [john, johnAgain, Student(firstName: "Jane", lastName: "Doe", grade: 5)]
print(roster.count, roster.map(\.description).sorted())

class Session: Hashable {
    let user: String
    init(user: String) { self.user = user }
    static func == (lhs: Session, rhs: Session) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
let s1 = Session(user: "ann")
let s2 = Session(user: "ann")
var active: Set<Session> = [s1, s2, s1]
print(active.count, s1 == s2, active.contains(s1))
active.remove(s1)
print(active.count, active.first! === s2)
var registry: [ObjectIdentifier: String] = [:]
registry[ObjectIdentifier(s1)] = "first"
registry[ObjectIdentifier(s2)] = "second"
print(registry[ObjectIdentifier(s2)]!, ObjectIdentifier(s1) == ObjectIdentifier(s1))

enum Suit: String, Hashable, CaseIterable { case clubs, diamonds, hearts, spades }
struct Card: Hashable { let rank: Int; let suit: Suit }
var deck = Set<Card>()
for suit in Suit.allCases { for rank in 1...3 { deck.insert(Card(rank: rank, suit: suit)) } }
deck.insert(Card(rank: 1, suit: .clubs))
print(deck.count, deck.filter { $0.suit == .hearts }.map(\.rank).sorted())
let bySuit = Dictionary(grouping: deck, by: \.suit).mapValues { $0.count }
print(bySuit.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue):\($0.value)" })
struct Pair: Hashable { let a: Int; let b: String }
let pairCounts = [Pair(a: 1, b: "x"), Pair(a: 1, b: "x"), Pair(a: 2, b: "x")].reduce(into: [Pair: Int]()) { $0[$1, default: 0] += 1 }
print(pairCounts.sorted { $0.key.a < $1.key.a }.map { "\($0.key.a)\($0.key.b)=\($0.value)" })
let h1 = AnyHashable(5), h2 = AnyHashable("5")
print(h1 == h2, h1 == AnyHashable(5), [AnyHashable(1): "one"][1] ?? "none")

// expect: true true
// expect: 1 15
// expect: 2 ["Jane Doe", "John Appleseed"]
// expect: 2 false true
// expect: 1 true
// expect: second true
// expect: 12 [1, 2, 3]
// expect: ["clubs:3", "diamonds:3", "hearts:3", "spades:3"]
// expect: ["1x=2", "2x=1"]
// expect: false true one
