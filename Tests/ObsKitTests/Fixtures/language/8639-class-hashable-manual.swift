// Blog style (manual Hashable): identity vs value equality for classes, hashing only the key fields
final class Account: Hashable, CustomStringConvertible {
    let iban: String
    var owner: String
    var balance: Int

    init(iban: String, owner: String, balance: Int) {
        self.iban = iban; self.owner = owner; self.balance = balance
    }

    static func == (lhs: Account, rhs: Account) -> Bool { lhs.iban == rhs.iban }
    func hash(into hasher: inout Hasher) { hasher.combine(iban) }
    var description: String { "\(owner)[\(iban)]=\(balance)" }
}

class Shape: Equatable {
    let name: String
    init(name: String) { self.name = name }
    static func == (a: Shape, b: Shape) -> Bool { a.isEqual(to: b) }
    func isEqual(to other: Shape) -> Bool { type(of: self) == type(of: other) && name == other.name }
}

final class Square: Shape {
    let side: Int
    init(side: Int) { self.side = side; super.init(name: "square") }
    override func isEqual(to other: Shape) -> Bool {
        guard let o = other as? Square else { return false }
        return super.isEqual(to: o) && side == o.side
    }
}

let a1 = Account(iban: "DE01", owner: "Ada", balance: 100)
let a2 = Account(iban: "DE01", owner: "Ada L.", balance: 250)
let b = Account(iban: "FR77", owner: "Blaise", balance: 40)

print("a1 == a2: \(a1 == a2), a1 === a2: \(a1 === a2)")
print("a1 == b: \(a1 == b)")

let unique = Set([a1, a2, b, a1])
print("unique accounts: \(unique.count)")
print("sorted: \(unique.map(\.iban).sorted())")

var balances: [Account: Int] = [:]
balances[a1, default: 0] += 10
balances[a2, default: 0] += 5
balances[b, default: 0] += 1
for acct in balances.keys.sorted(by: { $0.iban < $1.iban }) {
    print("\(acct.iban) -> \(balances[acct]!)")
}

a2.balance += 1
print("mutating a non-key field keeps lookup working: \(balances[a2] != nil)")
print("contains a fresh DE01: \(unique.contains(Account(iban: "DE01", owner: "?", balance: 0)))")

let shapes: [Shape] = [Square(side: 2), Square(side: 2), Square(side: 3), Shape(name: "square")]
print("sq2 == sq2: \(shapes[0] == shapes[1])")
print("sq2 == sq3: \(shapes[0] == shapes[2])")
print("sq2 == base: \(shapes[0] == shapes[3]), base == sq2: \(shapes[3] == shapes[0])")
print("index of Square(3): \(shapes.firstIndex(of: Square(side: 3)) ?? -1)")
print([a1, b].map(\.description))
// expect: a1 == a2: true, a1 === a2: false
// expect: a1 == b: false
// expect: unique accounts: 2
// expect: sorted: ["DE01", "FR77"]
// expect: DE01 -> 15
// expect: FR77 -> 1
// expect: mutating a non-key field keeps lookup working: true
// expect: contains a fresh DE01: true
// expect: sq2 == sq2: true
// expect: sq2 == sq3: false
// expect: sq2 == base: false, base == sq2: false
// expect: index of Square(3): 2
// expect: ["Ada[DE01]=100", "Blaise[FR77]=40"]
