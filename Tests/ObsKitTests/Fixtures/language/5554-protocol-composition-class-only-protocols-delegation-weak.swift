// The Swift Programming Language style (Protocols): protocol composition, class-only protocols, delegation with a weak delegate, and default implementations standing in for optional requirements
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }

struct Member: Named, Aged {
    var name: String
    var age: Int
}

func congratulate(_ who: Named & Aged) {
    print("Happy birthday, \(who.name), you're \(who.age)!")
}
congratulate(Member(name: "Runa", age: 31))

class Town { var pop = 900 }
class Village: Town, Named { var name: String { "Lillevik" } }
func census(_ place: Town & Named) { print("\(place.name) has \(place.pop)") }
census(Village())

protocol DiceGameDelegate: AnyObject {
    func gameDidStart(_ game: DiceGame)
    func game(_ game: DiceGame, rolled value: Int)
    func gameDidEnd(_ game: DiceGame)
}
extension DiceGameDelegate {
    func gameDidStart(_ game: DiceGame) {}
    func gameDidEnd(_ game: DiceGame) { print("(default end)") }
}

final class DiceGame {
    weak var delegate: DiceGameDelegate?
    private var rolls: [Int]
    var score = 0
    init(rolls: [Int]) { self.rolls = rolls }
    func play() {
        delegate?.gameDidStart(self)
        for r in rolls {
            score += r
            delegate?.game(self, rolled: r)
            if score >= 10 { break }
        }
        delegate?.gameDidEnd(self)
    }
}

final class Tracker: DiceGameDelegate {
    var turns = 0
    func gameDidStart(_ game: DiceGame) { print("started, target 10") }
    func game(_ game: DiceGame, rolled value: Int) {
        turns += 1
        print("turn \(turns): rolled \(value), score \(game.score)")
    }
}

final class QuietTracker: DiceGameDelegate {
    func game(_ game: DiceGame, rolled value: Int) { print("·", terminator: "") }
}

let tracker = Tracker()
let g1 = DiceGame(rolls: [3, 4, 2, 6, 1])
g1.delegate = tracker
g1.play()
print("turns taken \(tracker.turns)")

let g2 = DiceGame(rolls: [1, 1, 1])
var quiet: QuietTracker? = QuietTracker()
g2.delegate = quiet
g2.play()
quiet = nil
print("delegate gone: \(g2.delegate == nil)")
g2.play()
print("score \(g2.score)")

// expect: Happy birthday, Runa, you're 31!
// expect: Lillevik has 900
// expect: started, target 10
// expect: turn 1: rolled 3, score 3
// expect: turn 2: rolled 4, score 7
// expect: turn 3: rolled 2, score 9
// expect: turn 4: rolled 6, score 15
// expect: (default end)
// expect: turns taken 4
// expect: ···(default end)
// expect: delegate gone: true
// expect: score 6
