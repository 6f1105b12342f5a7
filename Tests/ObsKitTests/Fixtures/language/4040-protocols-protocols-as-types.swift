// Swift book style: Protocols: protocols as types and delegation with a dice game
class Dice {
    let sides: Int
    var rolls: [Int]
    var index = 0
    init(sides: Int, rolls: [Int]) {
        self.sides = sides
        self.rolls = rolls
    }
    func roll() -> Int {
        let value = rolls[index % rolls.count]
        index += 1
        return min(value, sides)
    }
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
    let dice = Dice(sides: 6, rolls: [3, 5, 6, 2, 4, 1, 6, 6])
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
            case finalSquare:
                break gameLoop
            case let newSquare where newSquare > finalSquare:
                continue gameLoop
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
        if game is SnakesAndLadders {
            print("Started a new game of Snakes and Ladders")
        }
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
print("final square: \(game.square)")
// expect: Started a new game of Snakes and Ladders
// expect: The game is using a 6-sided dice
// expect: Rolled a 3
// expect: Rolled a 5
// expect: Rolled a 6
// expect: Rolled a 2
// expect: Rolled a 4
// expect: Rolled a 1
// expect: Rolled a 6
// expect: Rolled a 6
// expect: Rolled a 3
// expect: Rolled a 5
// expect: Rolled a 6
// expect: Rolled a 2
// expect: The game lasted for 12 turns
// expect: final square: 23
