// Compiler test style: custom Hashable and Equatable implementations used as dictionary keys
struct Point: Hashable {
    let x: Int
    let y: Int
}

struct CaseInsensitive: Hashable, Comparable, CustomStringConvertible {
    let raw: String
    static func == (a: Self, b: Self) -> Bool { a.raw.lowercased() == b.raw.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(raw.lowercased()) }
    static func < (a: Self, b: Self) -> Bool { a.raw.lowercased() < b.raw.lowercased() }
    var description: String { raw }
}

enum Cell: Hashable {
    case empty
    case wall(height: Int)
    case door(locked: Bool)
}

final class Account: Hashable {
    let number: Int
    var balance: Int
    init(_ number: Int, _ balance: Int) { self.number = number; self.balance = balance }
    static func == (a: Account, b: Account) -> Bool { a.number == b.number }
    func hash(into hasher: inout Hasher) { hasher.combine(number) }
}

var visits: [Point: Int] = [:]
for p in [Point(x: 0, y: 0), Point(x: 1, y: 2), Point(x: 0, y: 0)] {
    visits[p, default: 0] += 1
}
for (p, n) in visits.sorted(by: { ($0.key.x, $0.key.y) < ($1.key.x, $1.key.y) }) {
    print("(\(p.x),\(p.y)) x\(n)")
}

var owners: [CaseInsensitive: String] = [:]
owners[CaseInsensitive(raw: "Alice")] = "first"
owners[CaseInsensitive(raw: "ALICE")] = "second"
owners[CaseInsensitive(raw: "bob")] = "third"
print(owners.count)
for k in owners.keys.sorted() { print(k, owners[k]!) }
print(owners[CaseInsensitive(raw: "aLiCe")] ?? "none")

let cells: [Cell: String] = [.empty: ".", .wall(height: 2): "#", .wall(height: 3): "H", .door(locked: true): "D"]
print(cells[.wall(height: 2)]!, cells[.wall(height: 3)]!, cells[.door(locked: false)] ?? "?", cells.count)
print(Cell.wall(height: 1) == .wall(height: 1), Cell.door(locked: true) != .door(locked: false))

let acct = Account(7, 100)
var ledger: [Account: [Int]] = [acct: [100]]
acct.balance = 50
ledger[Account(7, 0), default: []].append(-50)
print(ledger.count, ledger[acct]!, ledger.keys.first!.balance)
let pairKey = [Point(x: 1, y: 1): "a"]
print(pairKey[Point(x: 1, y: 1)]!, Point(x: 1, y: 1) == Point(x: 1, y: 1), Set([Point(x: 2, y: 2), Point(x: 2, y: 2)]).count)

// expect: (0,0) x2
// expect: (1,2) x1
// expect: 2
// expect: Alice second
// expect: bob third
// expect: second
// expect: # H ? 4
// expect: true true
// expect: 1 [100, -50] 50
// expect: a true 1
