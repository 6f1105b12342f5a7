// Swift book style: Extensions + Protocols - computed properties on Double, extension initializers, mutating extensions, protocol conformance via extension
extension Double {
    var km: Double { self * 1_000.0 }
    var m: Double { self }
    var cm: Double { self / 100.0 }
    var mm: Double { self / 1_000.0 }
    var ft: Double { self / 3.28084 }
}
let oneInch = 25.4.mm
print("One inch is \(oneInch) meters")
let aMarathon = 42.km + 195.m
print("A marathon is \(aMarathon) meters long")

struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect { var origin = Point(); var size = Size() }
extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print(centerRect.origin)

extension Int {
    func repetitions(task: () -> Void) {
        for _ in 0..<self { task() }
    }
    mutating func square() { self = self * self }
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (self / decimalBase) % 10
    }
    enum Kind { case negative, zero, positive }
    var kind: Kind {
        switch self {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }
}
3.repetitions { print("Hello!") }
var someInt = 3
someInt.square()
print(someInt)
print(746381295[0], 746381295[1], 746381295[2], 746381295[8], 746381295[9])
func printIntegerKinds(_ numbers: [Int]) {
    for number in numbers {
        switch number.kind {
        case .negative: print("- ", terminator: "")
        case .zero: print("0 ", terminator: "")
        case .positive: print("+ ", terminator: "")
        }
    }
    print("")
}
printIntegerKinds([3, 19, -27, 0, -6, 0, 7])

protocol TextRepresentable {
    var textualDescription: String { get }
}
protocol PrettyTextRepresentable: TextRepresentable {
    var prettyTextualDescription: String { get }
}
struct Hamster { var name: String }
extension Hamster: TextRepresentable {
    var textualDescription: String { "A hamster named \(name)" }
}
class Dice {
    let sides: Int
    init(sides: Int) { self.sides = sides }
}
extension Dice: TextRepresentable {
    var textualDescription: String { "A \(sides)-sided dice" }
}
extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        let itemsAsText = self.map { $0.textualDescription }
        return "[" + itemsAsText.joined(separator: ", ") + "]"
    }
}
let simonTheHamster = Hamster(name: "Simon")
let somethingTextRepresentable: TextRepresentable = simonTheHamster
print(somethingTextRepresentable.textualDescription)
let things: [TextRepresentable] = [Dice(sides: 6), simonTheHamster, Dice(sides: 12)]
for thing in things { print(thing.textualDescription) }
print([Hamster(name: "Murray"), Hamster(name: "Morgan")].textualDescription)

extension TextRepresentable {
    var shout: String { textualDescription.uppercased() + "!" }
}
print(Dice(sides: 4).shout)

struct SnakesBoard { let finalSquare = 25 }
extension SnakesBoard: PrettyTextRepresentable {
    var textualDescription: String { "A game of Snakes and Ladders with \(finalSquare) squares" }
    var prettyTextualDescription: String {
        var output = textualDescription + ":\n"
        for index in 1...5 {
            output += index % 2 == 0 ? "▲ " : "○ "
        }
        return output
    }
}
print(SnakesBoard().prettyTextualDescription)

extension String {
    var isPalindrome: Bool {
        let letters = self.lowercased().filter { $0.isLetter }
        return letters == String(letters.reversed())
    }
    func padded(to width: Int, with ch: Character = ".") -> String {
        count >= width ? self : self + String(repeating: ch, count: width - count)
    }
}
for s in ["Racecar", "Never odd or even", "Swift"] {
    print(s.padded(to: 20), s.isPalindrome)
}

// expect: One inch is 0.0254 meters
// expect: A marathon is 42195.0 meters long
// expect: Point(x: 2.5, y: 2.5)
// expect: Hello!
// expect: Hello!
// expect: Hello!
// expect: 9
// expect: 5 9 2 7 0
// expect: + + - 0 - 0 + 
// expect: A hamster named Simon
// expect: A 6-sided dice
// expect: A hamster named Simon
// expect: A 12-sided dice
// expect: [A hamster named Murray, A hamster named Morgan]
// expect: A 4-SIDED DICE!
// expect: A game of Snakes and Ladders with 25 squares:
// expect: ○ ▲ ○ ▲ ○ 
// expect: Racecar............. true
// expect: Never odd or even... true
// expect: Swift............... false
