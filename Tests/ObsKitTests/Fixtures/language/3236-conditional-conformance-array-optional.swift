// Swift book style: conditional conformance of Array and Optional to a protocol
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

extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        let itemsAsText = self.map { $0.textualDescription }
        return "[" + itemsAsText.joined(separator: ", ") + "]"
    }
}

extension Optional: TextRepresentable where Wrapped: TextRepresentable {
    var textualDescription: String {
        switch self {
        case .some(let value): return "Some(\(value.textualDescription))"
        case .none: return "Nothing"
        }
    }
}

extension Int: TextRepresentable {
    var textualDescription: String { "#\(self)" }
}

let d6 = Dice(sides: 6)
let d12 = Dice(sides: 12)
let myDice = [d6, d12]
print(myDice.textualDescription)

let nested = [[1, 2], [3]]
print(nested.textualDescription)

let maybe: Dice? = d12
let nothing: Dice? = nil
print(maybe.textualDescription)
print(nothing.textualDescription)

func render<T: TextRepresentable>(_ value: T) -> String {
    "render: " + value.textualDescription
}
print(render(42))
print(render([Optional(1), nil, 3]))

struct Hamster {
    var name: String
    var textualDescription: String {
        return "A hamster named \(name)"
    }
}
extension Hamster: TextRepresentable {}

let simonTheHamster = Hamster(name: "Simon")
let somethingTextRepresentable: TextRepresentable = simonTheHamster
print(somethingTextRepresentable.textualDescription)
let things: [any TextRepresentable] = [d6, simonTheHamster, 7, [d12]]
for thing in things {
    print(thing.textualDescription)
}
// expect: [A 6-sided dice, A 12-sided dice]
// expect: [[#1, #2], [#3]]
// expect: Some(A 12-sided dice)
// expect: Nothing
// expect: render: #42
// expect: render: [Some(#1), Nothing, Some(#3)]
// expect: A hamster named Simon
// expect: A 6-sided dice
// expect: A hamster named Simon
// expect: #7
// expect: [A 12-sided dice]
