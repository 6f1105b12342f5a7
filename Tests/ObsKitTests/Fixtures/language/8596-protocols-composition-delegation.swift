// Swift book style (Protocols): delegation, protocol composition and class-only protocols
protocol DiceGame: AnyObject {
    var sides: Int { get }
    func play()
}

protocol DiceGameDelegate: AnyObject {
    func gameDidStart(_ game: DiceGame)
    func game(_ game: DiceGame, didRoll value: Int, turn: Int)
    func gameDidEnd(_ game: DiceGame)
}

final class FixedDice {
    private var rolls: [Int]
    private var i = 0
    init(_ rolls: [Int]) { self.rolls = rolls }
    func roll() -> Int {
        defer { i = (i + 1) % rolls.count }
        return rolls[i]
    }
}

class RaceToTen: DiceGame {
    let sides = 6
    let dice = FixedDice([3, 6, 2, 5, 1])
    weak var delegate: DiceGameDelegate?
    func play() {
        var score = 0
        var turn = 0
        delegate?.gameDidStart(self)
        while score < 10 {
            turn += 1
            let v = dice.roll()
            score += v
            delegate?.game(self, didRoll: v, turn: turn)
        }
        delegate?.gameDidEnd(self)
    }
}

class Scorekeeper: DiceGameDelegate {
    var total = 0
    func gameDidStart(_ game: DiceGame) {
        print("started a game with a \(game.sides)-sided die")
    }
    func game(_ game: DiceGame, didRoll value: Int, turn: Int) {
        total += value
        print("turn \(turn): rolled \(value), total \(total)")
    }
    func gameDidEnd(_ game: DiceGame) {
        print("game over at \(total)")
    }
}

let keeper = Scorekeeper()
let race = RaceToTen()
race.delegate = keeper
race.play()

protocol Titled { var title: String { get } }; protocol Aged { var years: Int { get } }

struct Book: Titled, Aged { var title: String; var years: Int }

class Artifact { var origin = "unknown" }
class Vase: Artifact, Titled { var title = "Blue Vase" }

func celebrate(_ item: Titled & Aged) {
    print("\(item.title) turns \(item.years)")
}
func catalog(_ thing: Artifact & Titled) {
    print("\(thing.title) from \(thing.origin)")
}

celebrate(Book(title: "Old Map", years: 200))
let v = Vase()
v.origin = "Delft"
catalog(v)

let mixed: [Any] = [Book(title: "Atlas", years: 3), v, 12]
for x in mixed {
    if let t = x as? Titled & Aged {
        print("titled and aged:", t.title)
    } else if let t = x as? Titled {
        print("titled only:", t.title)
    } else {
        print("neither")
    }
}

// expect: started a game with a 6-sided die
// expect: turn 1: rolled 3, total 3
// expect: turn 2: rolled 6, total 9
// expect: turn 3: rolled 2, total 11
// expect: game over at 11
// expect: Old Map turns 200
// expect: Blue Vase from Delft
// expect: titled and aged: Atlas
// expect: titled only: Blue Vase
// expect: neither
