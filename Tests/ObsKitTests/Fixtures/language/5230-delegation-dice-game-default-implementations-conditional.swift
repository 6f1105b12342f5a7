// Book style (Protocols): delegation in a dice game, default implementations, conditional conformance and protocol composition
protocol RandomNumberGenerator {
    func random() -> Double
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
    let generator: RandomNumberGenerator
    init(sides: Int, generator: RandomNumberGenerator) {
        self.sides = sides
        self.generator = generator
    }
    func roll() -> Int { Int(generator.random() * Double(sides)) + 1 }
}
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
    var rolls: [Int] = []
    func gameDidStart(_ game: DiceGame) {
        numberOfTurns = 0
        if game is SnakesAndLadders { print("Started a new game of Snakes and Ladders") }
        print("The game is using a \(game.dice.sides)-sided dice")
    }
    func game(_ game: DiceGame, didStartNewTurnWithDiceRoll diceRoll: Int) {
        numberOfTurns += 1
        rolls.append(diceRoll)
    }
    func gameDidEnd(_ game: DiceGame) {
        print("The game lasted for \(numberOfTurns) turns")
    }
}
let tracker = DiceGameTracker()
let game = SnakesAndLadders()
game.delegate = tracker
game.play()
print(tracker.rolls.prefix(8).map(String.init).joined(separator: ","))

protocol TextRepresentable {
    var textualDescription: String { get }
}
extension Dice: TextRepresentable {
    var textualDescription: String { "A \(sides)-sided dice" }
}
extension Array: TextRepresentable where Element: TextRepresentable {
    var textualDescription: String {
        "[" + map { $0.textualDescription }.joined(separator: ", ") + "]"
    }
}
let d6 = Dice(sides: 6, generator: LinearCongruentialGenerator())
let d12 = Dice(sides: 12, generator: LinearCongruentialGenerator())
print([d6, d12].textualDescription)

protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { var name: String; var age: Int }
class City: Named {
    var name: String
    init(name: String) { self.name = name }
}
func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
wishHappyBirthday(to: Person(name: "Malcolm", age: 21))
func beginConcert(in location: City & Named) { print("Hello, \(location.name)!") }
beginConcert(in: City(name: "Seattle"))
let mixed: [Any] = [Person(name: "Ann", age: 3), City(name: "Oslo"), 5]
for item in mixed {
    if let n = item as? Named { print("named \(n.name)", item is Aged ? "(aged)" : "") }
}

// expect: Started a new game of Snakes and Ladders
// expect: The game is using a 6-sided dice
// expect: The game lasted for 4 turns
// expect: 3,5,4,5
// expect: [A 6-sided dice, A 12-sided dice]
// expect: Happy birthday, Malcolm, you're 21!
// expect: Hello, Seattle!
// expect: named Ann (aged)
// expect: named Oslo 
