// Swift book style (Protocols): a Dice game with a delegate protocol, class-only protocols, weak delegate
protocol NumberGenerator { func random() -> Double }
final class FakeGenerator: NumberGenerator {
    var values: [Double]
    var i = 0
    init(_ v: [Double]) { values = v }
    func random() -> Double { defer { i = (i + 1) % values.count }; return values[i] }
}
class Dice {
    let sides: Int
    let generator: NumberGenerator
    init(sides: Int, generator: NumberGenerator) { self.sides = sides; self.generator = generator }
    func roll() -> Int { Int(generator.random() * Double(sides)) + 1 }
}
protocol DiceGame { var dice: Dice { get }; func play() }
protocol DiceGameDelegate: AnyObject {
    func gameDidStart(_ game: DiceGame)
    func game(_ game: DiceGame, didStartNewTurnWithDiceRoll diceRoll: Int)
    func gameDidEnd(_ game: DiceGame)
}
class RaceGame: DiceGame {
    let finalSquare = 12
    let dice = Dice(sides: 6, generator: FakeGenerator([0.1, 0.5, 0.9, 0.3]))
    var square = 0
    weak var delegate: DiceGameDelegate?
    func play() {
        square = 0
        delegate?.gameDidStart(self)
        while square < finalSquare {
            let roll = dice.roll()
            delegate?.game(self, didStartNewTurnWithDiceRoll: roll)
            square += roll
        }
        delegate?.gameDidEnd(self)
    }
}
class DiceGameTracker: DiceGameDelegate {
    var numberOfTurns = 0
    func gameDidStart(_ game: DiceGame) {
        numberOfTurns = 0
        if game is RaceGame { print("Started a new game of RaceGame") }
        print("The game is using a \(game.dice.sides)-sided dice")
    }
    func game(_ game: DiceGame, didStartNewTurnWithDiceRoll diceRoll: Int) {
        numberOfTurns += 1
        print("Rolled a \(diceRoll)")
    }
    func gameDidEnd(_ game: DiceGame) { print("The game lasted for \(numberOfTurns) turns") }
}
let tracker = DiceGameTracker()
let game = RaceGame()
game.delegate = tracker
game.play()
game.play()
var tmp: DiceGameTracker? = DiceGameTracker()
let g2 = RaceGame()
g2.delegate = tmp
tmp = nil
print(g2.delegate == nil)
// expect: Started a new game of RaceGame
// expect: The game is using a 6-sided dice
// expect: Rolled a 1
// expect: Rolled a 4
// expect: Rolled a 6
// expect: Rolled a 2
// expect: The game lasted for 4 turns
// expect: Started a new game of RaceGame
// expect: The game is using a 6-sided dice
// expect: Rolled a 1
// expect: Rolled a 4
// expect: Rolled a 6
// expect: Rolled a 2
// expect: The game lasted for 4 turns
// expect: true
