// Swift book style (Enumerations): CaseIterable counting, associated values with switch extraction, implicit Int and String raw values, failable raw init, indirect expression trees
enum Drink: CaseIterable { case tea, coffee, juice }
print(Drink.allCases.count, Drink.allCases.map { "\($0)" }.joined(separator: ","))

enum Code {
    case numeric(Int, Int, Int)
    case text(String)
}
var item = Code.numeric(4, 22, 9)
item = .text("QWE")
for c in [Code.numeric(1, 2, 3), item] {
    switch c {
    case let .numeric(a, b, c): print("numeric \(a)-\(b)-\(c)")
    case .text(let s): print("text \(s)")
    }
}

enum Moon: Int { case io = 1, europa, ganymede, callisto }
print(Moon.ganymede.rawValue, Moon(rawValue: 4) as Any, Moon(rawValue: 9) as Any)
enum Side: String { case port, starboard = "right" }
print(Side.port.rawValue, Side.starboard.rawValue, Side(rawValue: "right") == .starboard)
enum Step: Int { case a, b, c = 10, d }
print(Step.b.rawValue, Step.d.rawValue)

indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let v): return v
    case let .add(l, r): return eval(l) + eval(r)
    case let .mul(l, r): return eval(l) * eval(r)
    case .neg(let x): return -eval(x)
    }
}
func show(_ e: Expr) -> String {
    switch e {
    case .num(let v): return "\(v)"
    case let .add(l, r): return "(\(show(l)) + \(show(r)))"
    case let .mul(l, r): return "\(show(l)) * \(show(r))"
    case .neg(let x): return "-\(show(x))"
    }
}
let tree = Expr.mul(.add(.num(2), .num(5)), .neg(.num(3)))
print(show(tree), "=", eval(tree))

enum Compass { case north, south, east, west }
var heading = Compass.west
heading = .east
switch heading {
case .north, .south: print("vertical")
case .east, .west: print("horizontal \(heading)")
}
print(Drink.tea == .tea, Compass.north != .south)

// expect: 3 tea,coffee,juice
// expect: numeric 1-2-3
// expect: text QWE
// expect: 3 Optional(main.Moon.callisto) nil
// expect: port right true
// expect: 1 11
// expect: (2 + 5) * -3 = -21
// expect: horizontal east
// expect: true true
