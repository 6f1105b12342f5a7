// Protocol init requirements and T.init in generics: required inits in classes, failable inits, factory helpers
protocol Defaultable { init() }
protocol Parsable { init?(text: String) }
protocol Seeded { init(seed: Int); var seed: Int { get } }

struct Score: Defaultable, Parsable, Seeded, CustomStringConvertible {
    var seed: Int
    init() { seed = -1 }
    init(seed: Int) { self.seed = seed }
    init?(text: String) { guard let v = Int(text) else { return nil }; seed = v }
    var description: String { "Score(\(seed))" }
}
class Shape: Defaultable, Seeded {
    var seed: Int
    required init() { seed = 0 }
    required init(seed: Int) { self.seed = seed }
    var kind: String { "shape" }
}
final class Square: Shape {
    override var kind: String { "square" }
    required init() { super.init(seed: 4) }
    required init(seed: Int) { super.init(seed: seed * seed) }
}
extension Int: Defaultable, Parsable {
    init?(text: String) { self.init(text) }
}
extension Array: Defaultable {}
extension String: Parsable {
    init?(text: String) { if text.isEmpty { return nil }; self = text }
}

func makeMany<T: Defaultable>(_ n: Int, of: T.Type = T.self) -> [T] { (0..<n).map { _ in T() } }
func parseAll<T: Parsable>(_ xs: [String], as: T.Type) -> [T?] { xs.map { T(text: $0) } }
func seeded<T: Seeded>(_ type: T.Type, _ seeds: ClosedRange<Int>) -> [Int] { seeds.map { type.init(seed: $0).seed } }
func fresh<T: Defaultable>() -> T { T.init() }

print(makeMany(2, of: Score.self))
print(makeMany(3, of: Int.self), makeMany(1, of: [String].self))
print(makeMany(2, of: Shape.self).map(\.kind), makeMany(2, of: Square.self).map(\.seed))
print(parseAll(["5", "x", ""], as: Score.self))
print(parseAll(["5", "x", ""], as: Int.self), parseAll(["5", "x", ""], as: String.self))
print(seeded(Score.self, 1...3), seeded(Shape.self, 1...3), seeded(Square.self, 1...3))
let s: Score = fresh()
let i: Int = fresh()
let arr: [Double] = fresh()
print(s, i, arr)
let metatype: Shape.Type = Square.self
let dyn = metatype.init(seed: 5)
print(dyn.kind, dyn.seed, type(of: dyn))
let existentialType: any Defaultable.Type = Score.self
print(existentialType.init())
let types: [any Seeded.Type] = [Score.self, Shape.self, Square.self]
print(types.map { $0.init(seed: 6).seed })
func roundTrip<T: Parsable & CustomStringConvertible>(_ v: T) -> T? { T(text: v.description) }
print(roundTrip(42) as Any, roundTrip("hi") as Any)

// expect: [Score(-1), Score(-1)]
// expect: [0, 0, 0] [[]]
// expect: ["shape", "shape"] [4, 4]
// expect: [Optional(Score(5)), nil, nil]
// expect: [Optional(5), nil, nil] [Optional("5"), Optional("x"), nil]
// expect: [1, 2, 3] [1, 2, 3] [1, 4, 9]
// expect: Score(-1) 0 []
// expect: square 25 Square
// expect: Score(-1)
// expect: [6, 6, 36]
// expect: Optional(42) Optional("hi")
