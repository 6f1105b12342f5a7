// Swift book style: protocol extensions with default implementations and constrained extensions
protocol RandomNumberGenerator2 {
    func random() -> Double
}

class LinearCongruentialGenerator: RandomNumberGenerator2 {
    var lastRandom = 42.0
    let m = 139968.0
    let a = 3877.0
    let c = 29573.0
    func random() -> Double {
        lastRandom = ((lastRandom * a + c).truncatingRemainder(dividingBy: m))
        return lastRandom / m
    }
}

extension RandomNumberGenerator2 {
    func randomBool() -> Bool {
        return random() > 0.5
    }
}

let generator = LinearCongruentialGenerator()
print("Here's a random number: \(generator.random())")
print("And here's a random Boolean: \(generator.randomBool())")

protocol TextRepresentable {
    var textualDescription: String { get }
}

protocol PrettyTextRepresentable: TextRepresentable {
    var prettyTextualDescription: String { get }
}

extension PrettyTextRepresentable {
    var prettyTextualDescription: String {
        return textualDescription
    }
}

struct Hamster: PrettyTextRepresentable {
    var name: String
    var textualDescription: String {
        return "A hamster named \(name)"
    }
}

struct Dice: PrettyTextRepresentable {
    let sides: Int
    var textualDescription: String { "A \(sides)-sided dice" }
    var prettyTextualDescription: String { "🎲 d\(sides)" }
}

let murrayTheHamster = Hamster(name: "Murray")
print(murrayTheHamster.prettyTextualDescription)
print(Dice(sides: 12).prettyTextualDescription)

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
print("aaaa".allEqual())

extension Collection where Element: TextRepresentable {
    var textualDescription: String {
        let itemsAsText = self.map { $0.textualDescription }
        return "[" + itemsAsText.joined(separator: ", ") + "]"
    }
}
let hamsters = [Hamster(name: "Simon"), Hamster(name: "Theodore")]
print(hamsters.textualDescription)
// expect: Here's a random number: 0.3746499199817101
// expect: And here's a random Boolean: true
// expect: A hamster named Murray
// expect: 🎲 d12
// expect: true
// expect: false
// expect: true
// expect: [A hamster named Simon, A hamster named Theodore]
