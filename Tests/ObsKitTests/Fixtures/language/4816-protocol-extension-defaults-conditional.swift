// Swift book style: protocol extensions and conditional conformance
// Checks: default implementations, overriding a default, methods only in an extension
// dispatching statically vs requirements dispatching dynamically, constrained
// extensions (where Element: Equatable), conditional conformance of Array/Optional.

protocol TextRepresentable {
    var textualDescription: String { get }
}

struct Hamster: TextRepresentable {
    var name: String
    var textualDescription: String {
        return "A hamster named \(name)"
    }
}
struct Dice: TextRepresentable {
    let sides: Int
    var textualDescription: String { "A \(sides)-sided dice" }
}

extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        let itemsAsText = self.map { $0.textualDescription }
        return "[" + itemsAsText.joined(separator: ", ") + "]"
    }
}
let myDice = [Dice(sides: 6), Dice(sides: 12)]
print(myDice.textualDescription)
let nested = [[Hamster(name: "Simon")], [Hamster(name: "Mo"), Hamster(name: "Jo")]]
print(nested.textualDescription)

extension Optional: TextRepresentable where Wrapped: TextRepresentable {
    var textualDescription: String {
        switch self {
        case .some(let value): return "some(\(value.textualDescription))"
        case .none: return "nothing"
        }
    }
}
let maybeHamster: Hamster? = Hamster(name: "Pip")
let noHamster: Hamster? = nil
print(maybeHamster.textualDescription, "/", noHamster.textualDescription)

protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello, \(name)" }
    func farewell() -> String { "Goodbye from the extension, \(name)" }
}
struct Plain: Greeter { let name: String }
struct Fancy: Greeter {
    let name: String
    func greet() -> String { "Salutations, \(name)" }
    func farewell() -> String { "Farewell from Fancy, \(name)" }
}
let greeters: [any Greeter] = [Plain(name: "Ann"), Fancy(name: "Bo")]
for g in greeters {
    print(g.greet(), "|", g.farewell())
}
let concrete = Fancy(name: "Cy")
print(concrete.farewell())

extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        for element in self {
            if element != self.first {
                return false
            }
        }
        return true
    }
}
let equalNumbers = [100, 100, 100, 100, 100]
let differentNumbers = [100, 100, 200, 100, 200]
print(equalNumbers.allEqual())
print(differentNumbers.allEqual())
print("aaa".allEqual(), "".allEqual())

protocol Scorable {
    var score: Int { get }
}
extension Scorable {
    var bonus: Int { score / 10 }
    var grade: String { score >= 90 ? "A" : (score >= 75 ? "B" : "C") }
}
struct Exam: Scorable { var score: Int }
extension Sequence where Element: Scorable {
    var totalBonus: Int { reduce(0) { $0 + $1.bonus } }
}
let exams = [Exam(score: 95), Exam(score: 80), Exam(score: 42)]
print(exams.map(\.grade), exams.totalBonus)

// Default implementation used by one conformer, overridden by another, through generics
func describeAll<T: Greeter>(_ items: [T]) -> [String] { items.map { $0.greet() } }
print(describeAll([Plain(name: "x"), Plain(name: "y")]))
print(describeAll([Fancy(name: "z")]))

// Protocol extension with a constraint on Self
protocol Shape { var area: Int { get } }
extension Shape where Self: Equatable {
    func sameArea(as other: Self) -> Bool { area == other.area && self == other }
}
struct Square: Shape, Equatable { var side: Int; var area: Int { side * side } }
print(Square(side: 3).sameArea(as: Square(side: 3)), Square(side: 2).sameArea(as: Square(side: 3)))

// expect: [A 6-sided dice, A 12-sided dice]
// expect: [[A hamster named Simon], [A hamster named Mo, A hamster named Jo]]
// expect: some(A hamster named Pip) / nothing
// expect: Hello, Ann | Goodbye from the extension, Ann
// expect: Salutations, Bo | Goodbye from the extension, Bo
// expect: Farewell from Fancy, Cy
// expect: true
// expect: false
// expect: true true
// expect: ["A", "B", "C"] 21
// expect: ["Hello, x", "Hello, y"]
// expect: ["Salutations, z"]
// expect: true false
