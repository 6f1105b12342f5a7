// Swift book style: Protocols - delegation with a class-only weak delegate, protocol methods/properties, dice game with deterministic generator
protocol RandomNumberGenerator {
    mutating func random() -> Double
}
class LinearCongruentialGenerator: RandomNumberGenerator {
    var lastRandom = 42.0
    let m = 139968.0
    let a = 3877.0
    let c = 29573.0
    func random() -> Double {
        lastRandom = ((lastRandom * a + c).truncatingRemainder(dividingBy: m))
        return lastRandom / m
    }
}
class Dice {
    let sides: Int
    var generator: RandomNumberGenerator
    init(sides: Int, generator: RandomNumberGenerator) {
        self.sides = sides
        self.generator = generator
    }
    func roll() -> Int { Int(generator.random() * Double(sides)) + 1 }
}
var d6 = Dice(sides: 6, generator: LinearCongruentialGenerator())
for _ in 1...5 { print("Random dice roll is \(d6.roll())") }

protocol DiceGame {
    var dice: Dice { get }
    func play()
}
protocol DiceGameDelegate: AnyObject {
    func gameDidStart(_ game: DiceGame)
    func game(_ game: DiceGame, didStartNewTurnWithDiceRoll diceRoll: Int)
    func gameDidEnd(_ game: DiceGame)
}
class SnakesAndLadders: DiceGame {
    let finalSquare = 25
    let dice = Dice(sides: 6, generator: LinearCongruentialGenerator())
    var square = 0
    var board: [Int]
    init() {
        board = Array(repeating: 0, count: finalSquare + 1)
        board[03] = +08; board[06] = +11; board[09] = +09; board[10] = +02
        board[14] = -10; board[19] = -11; board[22] = -02; board[24] = -08
    }
    weak var delegate: DiceGameDelegate?
    func play() {
        square = 0
        delegate?.gameDidStart(self)
        gameLoop: while square != finalSquare {
            let diceRoll = dice.roll()
            delegate?.game(self, didStartNewTurnWithDiceRoll: diceRoll)
            switch square + diceRoll {
            case finalSquare: break gameLoop
            case let newSquare where newSquare > finalSquare: continue gameLoop
            default:
                square += diceRoll
                square += board[square]
            }
        }
        delegate?.gameDidEnd(self)
    }
}
class DiceGameTracker: DiceGameDelegate {
    var numberOfTurns = 0
    func gameDidStart(_ game: DiceGame) {
        numberOfTurns = 0
        if game is SnakesAndLadders { print("Started a new game of Snakes and Ladders") }
        print("The game is using a \(game.dice.sides)-sided dice")
    }
    func game(_ game: DiceGame, didStartNewTurnWithDiceRoll diceRoll: Int) {
        numberOfTurns += 1
        print("Rolled a \(diceRoll)")
    }
    func gameDidEnd(_ game: DiceGame) {
        print("The game lasted for \(numberOfTurns) turns")
    }
}
let tracker = DiceGameTracker()
let game = SnakesAndLadders()
game.delegate = tracker
game.play()

var tempTracker: DiceGameTracker? = DiceGameTracker()
game.delegate = tempTracker
tempTracker = nil
print("delegate is nil: \(game.delegate == nil)")

protocol Togglable { mutating func toggle() }
enum OnOffSwitch: Togglable {
    case off, on
    mutating func toggle() {
        switch self {
        case .off: self = .on
        case .on: self = .off
        }
    }
}
var lightSwitch = OnOffSwitch.off
lightSwitch.toggle()
print(lightSwitch)

protocol FullyNamed { var fullName: String { get } }
struct Person: FullyNamed { var fullName: String }
class Starship: FullyNamed {
    var prefix: String?
    var name: String
    init(name: String, prefix: String? = nil) { self.name = name; self.prefix = prefix }
    var fullName: String { (prefix != nil ? prefix! + " " : "") + name }
}
let named: [FullyNamed] = [Person(fullName: "John Appleseed"), Starship(name: "Enterprise", prefix: "USS"), Starship(name: "Rocinante")]
for n in named { print(n.fullName) }
protocol SomeProtocol { init(someParameter: Int) }
class SomeClass: SomeProtocol {
    let v: Int
    required init(someParameter: Int) { v = someParameter * 2 }
}
print(SomeClass(someParameter: 21).v)

// expect: Random dice roll is 3
// expect: Random dice roll is 5
// expect: Random dice roll is 4
// expect: Random dice roll is 5
// expect: Random dice roll is 4
// expect: Started a new game of Snakes and Ladders
// expect: The game is using a 6-sided dice
// expect: Rolled a 3
// expect: Rolled a 5
// expect: Rolled a 4
// expect: Rolled a 5
// expect: The game lasted for 4 turns
// expect: delegate is nil: true
// expect: on
// expect: John Appleseed
// expect: USS Enterprise
// expect: Rocinante
// expect: 42
