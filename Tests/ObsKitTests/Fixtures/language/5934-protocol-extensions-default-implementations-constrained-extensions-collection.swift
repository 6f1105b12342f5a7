// Swift book style (Protocols): protocol extensions with default implementations, constrained extensions on Collection, and static dispatch of extension-only methods
protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello, \(name)" }
    func shout() -> String { greet().uppercased() + "!" }
    func kind() -> String { "greeter" }
}
struct Plain: Greeter { let name: String }
struct Fancy: Greeter {
    let name: String
    func greet() -> String { "Salutations, \(name)" }
    func kind() -> String { "fancy" }
}
let gs: [Greeter] = [Plain(name: "Al"), Fancy(name: "Bea")]
for g in gs { print(g.greet(), "|", g.shout(), "|", g.kind()) }
print(Fancy(name: "Cy").kind())

extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        for e in self where e != self.first! { return false }
        return true
    }
}
print([3, 3, 3].allEqual(), [3, 4].allEqual(), "aaa".allEqual())

extension Sequence where Element: Numeric {
    func sumOfSquares() -> Element { reduce(0) { $0 + $1 * $1 } }
}
print([1, 2, 3].sumOfSquares(), [0.5, 1.5].sumOfSquares())

protocol Scorable { var score: Int { get } }
extension Array where Element: Scorable {
    var best: Element? { self.max { $0.score < $1.score } }
    func ranked() -> [Element] { sorted { $0.score > $1.score } }
}
struct Team: Scorable { let name: String; let score: Int }
let teams = [Team(name: "ants", score: 4), Team(name: "bees", score: 9), Team(name: "cats", score: 6)]
print(teams.best?.name ?? "-", teams.ranked().map(\.name))

protocol Describable {}
extension Describable where Self: CustomStringConvertible {
    func announce() -> String { "I am \(description)" }
}
extension Int: Describable {}
print(42.announce())
protocol Shape { func area() -> Double }
extension Shape {
    func report() -> String { "area \(area())" }
}
extension Shape where Self == Square { static var unit: Square { Square(side: 1) } }
struct Square: Shape { let side: Double; func area() -> Double { side * side } }
func show(_ s: some Shape) { print(s.report()) }
show(Square(side: 4))
show(.unit)

// expect: Hello, Al | HELLO, AL! | greeter
// expect: Salutations, Bea | SALUTATIONS, BEA! | greeter
// expect: fancy
// expect: true false true
// expect: 14 2.5
// expect: bees ["bees", "cats", "ants"]
// expect: I am 42
// expect: area 16.0
// expect: area 1.0
