// Swift book, "Protocols": protocol extensions with default implementations, constrained extensions (where Element: Equatable), static vs dynamic dispatch of extension methods
protocol TextRepresentable {
    var textualDescription: String { get }
}
protocol PrettyTextRepresentable: TextRepresentable {
    var prettyTextualDescription: String { get }
}
extension PrettyTextRepresentable {
    var prettyTextualDescription: String { "✨ " + textualDescription }
}

struct Hamster: PrettyTextRepresentable {
    var name: String
    var textualDescription: String { "A hamster named \(name)" }
}
struct Dice: PrettyTextRepresentable {
    let sides: Int
    var textualDescription: String { "A \(sides)-sided dice" }
    var prettyTextualDescription: String { "🎲 d\(sides)" }
}

let things: [PrettyTextRepresentable] = [Hamster(name: "Simon"), Dice(sides: 12)]
for thing in things { print(thing.prettyTextualDescription) }

extension Collection where Element: TextRepresentable {
    var textualDescription: String {
        "[" + map(\.textualDescription).joined(separator: ", ") + "]"
    }
}
print([Hamster(name: "Murray"), Hamster(name: "Morgan")].textualDescription)

extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        for element in self where element != self.first { return false }
        return true
    }
}
print([100, 100, 100].allEqual(), [100, 200].allEqual(), [String]().allEqual())

protocol Greeter {
    func greet() -> String          // requirement: dynamically dispatched
}
extension Greeter {
    func greet() -> String { "Hello from default" }
    func farewell() -> String { "Bye from extension" }   // not a requirement: statically dispatched
}
struct Friendly: Greeter {
    func greet() -> String { "Hi from Friendly" }
    func farewell() -> String { "See ya from Friendly" }
}
let concrete = Friendly()
let existential: Greeter = concrete
print(concrete.greet(), "|", existential.greet())
print(concrete.farewell(), "|", existential.farewell())

protocol Shape { var area: Double { get } }
extension Shape {
    func isLarger(than other: Shape) -> Bool { area > other.area }
}
extension Sequence where Element == Shape {
    var totalArea: Double { reduce(0) { $0 + $1.area } }
}
struct Square: Shape { var side: Double; var area: Double { side * side } }
struct Tri: Shape { var base: Double, height: Double; var area: Double { base * height / 2 } }
let shapes: [Shape] = [Square(side: 3), Tri(base: 4, height: 5), Square(side: 1.5)]
print(shapes.totalArea, shapes[0].isLarger(than: shapes[1]))

extension Numeric where Self: Comparable {
    func clamped(to r: ClosedRange<Self>) -> Self { Swift.min(Swift.max(self, r.lowerBound), r.upperBound) }
}
print(15.clamped(to: 0...10), (-2.5).clamped(to: -1.0...1.0))

// expect: ✨ A hamster named Simon
// expect: 🎲 d12
// expect: [A hamster named Murray, A hamster named Morgan]
// expect: true false true
// expect: Hi from Friendly | Hi from Friendly
// expect: See ya from Friendly | Bye from extension
// expect: 21.25 false
// expect: 10 -1.0
