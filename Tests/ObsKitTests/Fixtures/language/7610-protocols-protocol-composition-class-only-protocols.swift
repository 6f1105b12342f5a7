// Swift book style (Protocols): protocol composition, class-only protocols and delegation
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged {
    var name: String
    var age: Int
}
func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
wishHappyBirthday(to: Person(name: "Malcolm", age: 21))
class Location {
    var latitude: Double
    var longitude: Double
    init(latitude: Double, longitude: Double) { self.latitude = latitude; self.longitude = longitude }
}
class City: Location, Named {
    var name: String
    init(name: String, latitude: Double, longitude: Double) {
        self.name = name
        super.init(latitude: latitude, longitude: longitude)
    }
}
func beginConcert(in location: Location & Named) {
    print("Hello, \(location.name)! at \(location.latitude)")
}
beginConcert(in: City(name: "Seattle", latitude: 47.6, longitude: -122.3))
protocol DiceGameDelegate: AnyObject {
    func gameDidStart(_ game: DiceGame)
    func game(_ game: DiceGame, didRoll value: Int)
    func gameDidEnd(_ game: DiceGame)
}
class DiceGame {
    let rolls: [Int]
    weak var delegate: DiceGameDelegate?
    init(rolls: [Int]) { self.rolls = rolls }
    func play() {
        delegate?.gameDidStart(self)
        for r in rolls { delegate?.game(self, didRoll: r) }
        delegate?.gameDidEnd(self)
    }
}
class DiceGameTracker: DiceGameDelegate {
    var numberOfTurns = 0
    func gameDidStart(_ game: DiceGame) {
        numberOfTurns = 0
        print("Started a new game with \(game.rolls.count) rolls")
    }
    func game(_ game: DiceGame, didRoll value: Int) {
        numberOfTurns += 1
        print("Rolled a \(value)")
    }
    func gameDidEnd(_ game: DiceGame) { print("The game lasted for \(numberOfTurns) turns") }
}
let tracker = DiceGameTracker()
let game = DiceGame(rolls: [3, 5, 2])
game.delegate = tracker
game.play()
game.delegate = nil
game.play()
print("silent play done")
// expect: Happy birthday, Malcolm, you're 21!
// expect: Hello, Seattle! at 47.6
// expect: Started a new game with 3 rolls
// expect: Rolled a 3
// expect: Rolled a 5
// expect: Rolled a 2
// expect: The game lasted for 3 turns
// expect: silent play done
