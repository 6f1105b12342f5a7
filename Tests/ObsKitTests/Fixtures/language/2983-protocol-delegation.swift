// Compiler test style: delegation with class-only protocols and weak delegates, protocol inheritance
protocol DiceGame: AnyObject {
    var rolls: [Int] { get }
    func play()
}
protocol DiceGameDelegate: AnyObject {
    func gameDidStart(_ game: DiceGame)
    func game(_ game: DiceGame, didRoll diceRoll: Int)
    func gameDidEnd(_ game: DiceGame)
}

class SnakesAndLadders: DiceGame {
    let finalSquare = 25
    var board = [Int](repeating: 0, count: 26)
    let rolls: [Int]
    weak var delegate: DiceGameDelegate?
    init(rolls: [Int]) {
        self.rolls = rolls
        board[03] = +08; board[06] = +11; board[09] = +09; board[10] = +02
        board[14] = -10; board[19] = -11; board[22] = -02; board[24] = -08
    }
    func play() {
        var square = 0, i = 0
        delegate?.gameDidStart(self)
        gameLoop: while square != finalSquare {
            let diceRoll = rolls[i % rolls.count]; i += 1
            delegate?.game(self, didRoll: diceRoll)
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
    func gameDidStart(_ game: DiceGame) { numberOfTurns = 0; print("Started a new game of \(type(of: game))") }
    func game(_ game: DiceGame, didRoll diceRoll: Int) { numberOfTurns += 1; print("Rolled a \(diceRoll)") }
    func gameDidEnd(_ game: DiceGame) { print("The game lasted for \(numberOfTurns) turns") }
}
let tracker = DiceGameTracker()
let game = SnakesAndLadders(rolls: [3, 5, 6, 4, 2])
game.delegate = tracker
game.play()
print(game.delegate === tracker)
// expect: Started a new game of SnakesAndLadders
// expect: Rolled a 3
// expect: Rolled a 5
// expect: Rolled a 6
// expect: Rolled a 4
// expect: Rolled a 2
// expect: Rolled a 3
// expect: Rolled a 5
// expect: Rolled a 6
// expect: Rolled a 4
// expect: The game lasted for 9 turns
// expect: true
