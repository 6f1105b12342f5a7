// Kodeco Swift Apprentice style (enums): raw values, CaseIterable, methods, mutating self, and recursive indirect enum expression tree
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars

    var hasMoons: Bool { self == .earth || self == .mars }
    func next() -> Planet? { Planet(rawValue: rawValue + 1) }
}

for p in Planet.allCases {
    print(p.rawValue, p, p.hasMoons, p.next().map { "\($0)" } ?? "end")
}

enum Direction: String {
    case north = "N", east = "E", south = "S", west = "W"
    mutating func turnRight() {
        switch self {
        case .north: self = .east
        case .east: self = .south
        case .south: self = .west
        case .west: self = .north
        }
    }
}
var heading = Direction.west
var path: [String] = []
for _ in 0..<5 { heading.turnRight(); path.append(heading.rawValue) }
print(path.joined(), Direction(rawValue: "S") ?? .north, Direction(rawValue: "Q") == nil)

indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)

    func eval() -> Int {
        switch self {
        case .num(let n): return n
        case let .add(a, b): return a.eval() + b.eval()
        case let .mul(a, b): return a.eval() * b.eval()
        case .neg(let e): return -e.eval()
        }
    }

    var text: String {
        switch self {
        case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
        case let .add(a, b): return "(\(a.text) + \(b.text))"
        case let .mul(a, b): return "\(a.text) * \(b.text)"
        case .neg(let e): return "-\(e.text)"
        }
    }
}

let e = Expr.mul(.add(.num(2), .num(3)), .neg(.add(.num(4), .num(-1))))
print(e.text, "=", e.eval())
let sumAll = [1, 2, 3, 4].map(Expr.num).reduce(Expr.num(0)) { .add($0, $1) }
print(sumAll.text, "=", sumAll.eval())

// expect: 1 mercury false venus
// expect: 2 venus false earth
// expect: 3 earth true mars
// expect: 4 mars true end
// expect: NESWN south true
// expect: (2 + 3) * -(4 + (-1)) = -15
// expect: ((((0 + 1) + 2) + 3) + 4) = 10
