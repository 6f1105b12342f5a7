// Compiler test style (failable and delegating initializers): init? delegation, self assignment in struct and enum initializers, init! and throwing inits
struct Percent {
    var value: Int
    init?(_ v: Int) {
        guard (0...100).contains(v) else { return nil }
        value = v
    }
    init?(text: String) {
        guard let n = Int(text.filter { $0 != "%" }) else { return nil }
        self.init(n)
    }
    init(clamping v: Int) {
        self = Percent(min(max(v, 0), 100))!
    }
}
print(Percent(50)?.value as Any, Percent(150)?.value as Any)
print(Percent(text: "75%")?.value as Any, Percent(text: "x")?.value as Any, Percent(text: "200")?.value as Any)
print(Percent(clamping: -5).value, Percent(clamping: 500).value)

enum Direction: String {
    case north, south
    init(flipping other: Direction) {
        self = other == .north ? .south : .north
    }
    init?(letter: Character) {
        switch letter {
        case "n", "N": self = .north
        case "s", "S": self = .south
        default: return nil
        }
    }
}
print(Direction(flipping: .north), Direction(letter: "S") as Any, Direction(letter: "q") as Any)
print(Direction(rawValue: "south") as Any, Direction(rawValue: "up") as Any)

class Account {
    let id: Int
    init?(id: Int) {
        if id <= 0 { print("reject", id); return nil }
        self.id = id
    }
    convenience init!(string: String) {
        self.init(id: Int(string) ?? 0)
    }
}
class Savings: Account {
    let rate: Double
    init?(id: Int, rate: Double) {
        guard rate >= 0 else { return nil }
        self.rate = rate
        super.init(id: id)
    }
}
print(Account(id: 3)?.id as Any, Account(id: 0)?.id as Any)
let implicit: Account! = Account(string: "9")
print(implicit.id)
print(Savings(id: 1, rate: 0.5)?.rate as Any, Savings(id: -1, rate: 1)?.rate as Any, Savings(id: 1, rate: -1)?.rate as Any)

struct Parsed {
    let n: Int
    struct Bad: Error { let text: String }
    init(_ s: String) throws {
        guard let n = Int(s) else { throw Bad(text: s) }
        self.n = n
    }
}
for s in ["12", "z"] {
    do { print(try Parsed(s).n) } catch let e as Parsed.Bad { print("bad", e.text) } catch { print("?") }
}
print((try? Parsed("4"))?.n as Any)

// expect: Optional(50) nil
// expect: Optional(75) nil nil
// expect: 0 100
// expect: south Optional(main.Direction.south) nil
// expect: Optional(main.Direction.south) nil
// expect: reject 0
// expect: Optional(3) nil
// expect: 9
// expect: reject -1
// expect: Optional(0.5) nil nil
// expect: 12
// expect: bad z
// expect: Optional(4)
