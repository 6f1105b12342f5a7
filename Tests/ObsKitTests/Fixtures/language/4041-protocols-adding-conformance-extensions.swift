// Swift book style: Protocols: adding conformance with extensions and conditional conformance
protocol TextRepresentable {
    var textualDescription: String { get }
}

struct Dice {
    let sides: Int
}
extension Dice: TextRepresentable {
    var textualDescription: String {
        return "A \(sides)-sided dice"
    }
}

struct Hamster {
    var name: String
    var textualDescription: String {
        return "A hamster named \(name)"
    }
}
extension Hamster: TextRepresentable {}

let d12 = Dice(sides: 12)
print(d12.textualDescription)
let simonTheHamster = Hamster(name: "Simon")
let somethingTextRepresentable: TextRepresentable = simonTheHamster
print(somethingTextRepresentable.textualDescription)

extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        let itemsAsText = self.map { $0.textualDescription }
        return "[" + itemsAsText.joined(separator: ", ") + "]"
    }
}
let myDice = [Dice(sides: 6), Dice(sides: 12)]
print(myDice.textualDescription)

extension Optional: TextRepresentable where Wrapped: TextRepresentable {
    var textualDescription: String {
        switch self {
        case .some(let value): return "Some(" + value.textualDescription + ")"
        case .none: return "Nothing"
        }
    }
}
let maybeHamster: Hamster? = Hamster(name: "Nibbles")
let noHamster: Hamster? = nil
print(maybeHamster.textualDescription)
print(noHamster.textualDescription)

let things: [TextRepresentable] = [d12, simonTheHamster, myDice]
for thing in things {
    print(thing.textualDescription)
}

protocol PrettyTextRepresentable: TextRepresentable {
    var prettyTextualDescription: String { get }
}
extension Dice: PrettyTextRepresentable {
    var prettyTextualDescription: String {
        return String(repeating: "*", count: sides / 2) + " " + textualDescription
    }
}
print(Dice(sides: 8).prettyTextualDescription)

struct Point: Equatable {
    var x = 0, y = 0
}
let p1 = Point(x: 1, y: 2)
print("synthesized equatable: \(p1 == Point(x: 1, y: 2)), \(p1 == Point())")

enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
let levels = [SkillLevel.intermediate, .beginner, .expert(stars: 5), .expert(stars: 3)]
for level in levels.sorted() {
    print(level)
}
// expect: A 12-sided dice
// expect: A hamster named Simon
// expect: [A 6-sided dice, A 12-sided dice]
// expect: Some(A hamster named Nibbles)
// expect: Nothing
// expect: A 12-sided dice
// expect: A hamster named Simon
// expect: [A 6-sided dice, A 12-sided dice]
// expect: **** A 8-sided dice
// expect: synthesized equatable: true, false
// expect: beginner
// expect: intermediate
// expect: expert(stars: 3)
// expect: expert(stars: 5)
