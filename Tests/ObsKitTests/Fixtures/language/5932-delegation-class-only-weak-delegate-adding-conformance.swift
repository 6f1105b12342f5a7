// Swift book style (Protocols): delegation with a class-only weak delegate, adding conformance with extensions, conditional conformance and declaring adoption with an empty extension
protocol GameDelegate: AnyObject {
    func didStart(_ game: Game)
    func didTurn(_ game: Game, roll: Int)
    func didEnd(_ game: Game)
}
class Game {
    weak var delegate: GameDelegate?
    var position = 0
    let rolls: [Int]
    init(rolls: [Int]) { self.rolls = rolls }
    func play() {
        delegate?.didStart(self)
        for r in rolls {
            position += r
            delegate?.didTurn(self, roll: r)
            if position >= 10 { break }
        }
        delegate?.didEnd(self)
    }
}
class Tracker: GameDelegate {
    var turns = 0
    func didStart(_ game: Game) { print("started with \(game.rolls.count) rolls") }
    func didTurn(_ game: Game, roll: Int) { turns += 1; print("rolled \(roll) -> \(game.position)") }
    func didEnd(_ game: Game) { print("ended after \(turns) turns") }
}
let game = Game(rolls: [3, 4, 5, 6])
let tracker = Tracker()
game.delegate = tracker
game.play()

protocol TextRepresentable { var asText: String { get } }
extension Game: TextRepresentable {
    var asText: String { "game at square \(position)" }
}
struct Hamster { var name: String; var asText: String { "hamster \(name)" } }
extension Hamster: TextRepresentable {}
extension Array: TextRepresentable where Element: TextRepresentable {
    var asText: String { "[" + map(\.asText).joined(separator: ", ") + "]" }
}
let things: [TextRepresentable] = [game, Hamster(name: "Simon")]
for t in things { print(t.asText) }
print([Hamster(name: "A"), Hamster(name: "B")].asText)

protocol Pretty: TextRepresentable { var pretty: String { get } }
extension Hamster: Pretty {
    var pretty: String { asText + "\n  (pretty)" }
}
print(Hamster(name: "Mo").pretty)
print(things.filter { $0 is Pretty }.count)
var weakTest: Tracker? = Tracker()
let g2 = Game(rolls: [1])
g2.delegate = weakTest
weakTest = nil
print(g2.delegate == nil)

// expect: started with 4 rolls
// expect: rolled 3 -> 3
// expect: rolled 4 -> 7
// expect: rolled 5 -> 12
// expect: ended after 3 turns
// expect: game at square 12
// expect: hamster Simon
// expect: [hamster A, hamster B]
// expect: hamster Mo
// expect:   (pretty)
// expect: 1
// expect: true
