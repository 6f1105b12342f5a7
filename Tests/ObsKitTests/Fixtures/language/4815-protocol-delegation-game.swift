// Swift book style: delegation with protocols
// Checks: a game delegates to a tracker via a weak AnyObject-bound delegate; optional
// delegate calls; protocol adoption via extension; protocol inheritance; delegate
// replaced and released.

final class DiceSource {
    private var values: [Int]
    private var position = 0
    init(_ values: [Int]) { self.values = values }
    func roll() -> Int {
        defer { position = (position + 1) % values.count }
        return values[position]
    }
}

protocol DiceGame {
    var dice: DiceSource { get }
    func play()
}

protocol DiceGameDelegate: AnyObject {
    func gameDidStart(_ game: DiceGame)
    func game(_ game: DiceGame, didStartNewTurnWithDiceRoll diceRoll: Int)
    func gameDidEnd(_ game: DiceGame)
}

final class SnakesAndLadders: DiceGame {
    let finalSquare = 25
    let dice = DiceSource([3, 6, 2, 5, 4, 1, 6])
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

final class DiceGameTracker: DiceGameDelegate {
    var numberOfTurns = 0
    func gameDidStart(_ game: DiceGame) {
        numberOfTurns = 0
        if game is SnakesAndLadders {
            print("Started a new game of Snakes and Ladders")
        }
    }
    func game(_ game: DiceGame, didStartNewTurnWithDiceRoll diceRoll: Int) {
        numberOfTurns += 1
        print("Rolled a \(diceRoll)")
    }
    func gameDidEnd(_ game: DiceGame) {
        print("The game lasted for \(numberOfTurns) turns")
    }
    deinit { print("tracker released") }
}

let tracker = DiceGameTracker()
let game = SnakesAndLadders()
game.delegate = tracker
game.play()

protocol TextRepresentable {
    var textualDescription: String { get }
}
extension SnakesAndLadders: TextRepresentable {
    var textualDescription: String {
        return "A game of Snakes and Ladders with \(finalSquare) squares"
    }
}
print(game.textualDescription)

protocol PrettyTextRepresentable: TextRepresentable {
    var prettyTextualDescription: String { get }
}
extension SnakesAndLadders: PrettyTextRepresentable {
    var prettyTextualDescription: String {
        var output = textualDescription + ":\n"
        for index in 1...finalSquare {
            switch board[index] {
            case let ladder where ladder > 0:
                output += "▲ "
            case let snake where snake < 0:
                output += "▼ "
            default:
                output += "○ "
            }
        }
        return output
    }
}
print(game.prettyTextualDescription)

// Delegate held weakly: it goes away when its owner releases it
var temporary: DiceGameTracker? = DiceGameTracker()
game.delegate = temporary
print("delegate set: \(game.delegate != nil)")
temporary = nil
print("delegate after release: \(game.delegate == nil)")
game.play()
print("silent game ended on square \(game.square)")

// expect: Started a new game of Snakes and Ladders
// expect: Rolled a 3
// expect: Rolled a 6
// expect: Rolled a 2
// expect: Rolled a 5
// expect: Rolled a 4
// expect: Rolled a 1
// expect: Rolled a 6
// expect: Rolled a 3
// expect: Rolled a 6
// expect: Rolled a 2
// expect: Rolled a 5
// expect: Rolled a 4
// expect: Rolled a 1
// expect: Rolled a 6
// expect: Rolled a 3
// expect: Rolled a 6
// expect: Rolled a 2
// expect: The game lasted for 17 turns
// expect: A game of Snakes and Ladders with 25 squares
// expect: A game of Snakes and Ladders with 25 squares:
// expect: ○ ○ ▲ ○ ○ ▲ ○ ○ ▲ ▲ ○ ○ ○ ▼ ○ ○ ○ ○ ▼ ○ ○ ▼ ○ ▼ ○ 
// expect: delegate set: true
// expect: tracker released
// expect: delegate after release: true
// expect: silent game ended on square 23
