// Swift book style (Protocols): protocol requirements, default implementations and protocol extensions
protocol RandomNumberGenerator2 {
    mutating func random() -> Double
}
struct LinearCongruentialGenerator: RandomNumberGenerator2 {
    var lastRandom = 42.0
    let m = 139968.0
    let a = 3877.0
    let c = 29573.0
    mutating func random() -> Double {
        lastRandom = ((lastRandom * a + c).truncatingRemainder(dividingBy: m))
        return lastRandom / m
    }
}
extension RandomNumberGenerator2 {
    mutating func randomBool() -> Bool { random() > 0.5 }
}
struct Dice {
    let sides: Int
    var generator: LinearCongruentialGenerator
    mutating func roll() -> Int { Int(generator.random() * Double(sides)) + 1 }
}
var d6 = Dice(sides: 6, generator: LinearCongruentialGenerator())
for _ in 1...5 { print("Random dice roll is \(d6.roll())") }
var gen = LinearCongruentialGenerator()
print(gen.randomBool(), gen.randomBool())
protocol TextRepresentable {
    var textualDescription: String { get }
}
protocol PrettyTextRepresentable: TextRepresentable {
    var prettyTextualDescription: String { get }
}
extension PrettyTextRepresentable {
    var prettyTextualDescription: String { "~" + textualDescription + "~" }
}
extension Dice: TextRepresentable {
    var textualDescription: String { "A \(sides)-sided dice" }
}
struct Board: PrettyTextRepresentable {
    var cells: [Int]
    var textualDescription: String { "board of \(cells.count)" }
}
print(d6.textualDescription)
let board = Board(cells: [0, 1, 0])
print(board.prettyTextualDescription)
let things: [any TextRepresentable] = [d6, board]
for thing in things { print(thing.textualDescription) }
extension Collection where Element: TextRepresentable {
    var textualDescription: String {
        "[" + map { $0.textualDescription }.joined(separator: ", ") + "]"
    }
}
print([board, Board(cells: [])].textualDescription)
// expect: Random dice roll is 3
// expect: Random dice roll is 5
// expect: Random dice roll is 4
// expect: Random dice roll is 5
// expect: Random dice roll is 4
// expect: false true
// expect: A 6-sided dice
// expect: ~board of 3~
// expect: A 6-sided dice
// expect: board of 3
// expect: [board of 3, board of 0]
