// Swift book, "Protocols": property and method requirements, protocol composition (&), delegation, class-only protocols, checking conformance with is/as?
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol HasArea { var area: Double { get } }

struct Person: Named, Aged {
    var name: String
    var age: Int
}

func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
wishHappyBirthday(to: Person(name: "Malcolm", age: 21))

class Location {
    var latitude: Double, longitude: Double
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
    print("Hello, \(location.name)! (\(location.latitude), \(location.longitude))")
}
beginConcert(in: City(name: "Seattle", latitude: 47.6, longitude: -122.3))

struct Circle: HasArea { let radius: Double; var area: Double { 3.0 * radius * radius } }
struct Country: HasArea, Named { let name: String; var area: Double }
class Animal { let legs: Int; init(legs: Int) { self.legs = legs } }

let objects: [Any] = [Circle(radius: 2.0), Country(name: "Monaco", area: 2.02), Animal(legs: 4), Person(name: "Zoe", age: 3)]
for object in objects {
    if let objectWithArea = object as? HasArea {
        print("Area is \(objectWithArea.area)")
    } else {
        print("Something that doesn't have an area")
    }
}
print(objects.filter { $0 is Named }.count, objects.compactMap { ($0 as? Named)?.name })

protocol DiceGameDelegate: AnyObject {
    func gameDidStart(_ game: DiceGame)
    func game(_ game: DiceGame, didRoll roll: Int)
    func gameDidEnd(_ game: DiceGame)
}
class DiceGame {
    let rolls: [Int]
    weak var delegate: DiceGameDelegate?
    private(set) var score = 0
    init(rolls: [Int]) { self.rolls = rolls }
    func play() {
        delegate?.gameDidStart(self)
        for r in rolls where score < 15 {
            score += r
            delegate?.game(self, didRoll: r)
        }
        delegate?.gameDidEnd(self)
    }
}
class Tracker: DiceGameDelegate {
    var turns = 0
    func gameDidStart(_ game: DiceGame) { print("Started a game with \(game.rolls.count) scripted rolls") }
    func game(_ game: DiceGame, didRoll roll: Int) { turns += 1; print("Rolled a \(roll), score \(game.score)") }
    func gameDidEnd(_ game: DiceGame) { print("The game lasted for \(turns) turns") }
}
let tracker = Tracker()
let game = DiceGame(rolls: [4, 6, 2, 5, 3, 1])
game.delegate = tracker
game.play()

// expect: Happy birthday, Malcolm, you're 21!
// expect: Hello, Seattle! (47.6, -122.3)
// expect: Area is 12.0
// expect: Area is 2.02
// expect: Something that doesn't have an area
// expect: Something that doesn't have an area
// expect: 2 ["Monaco", "Zoe"]
// expect: Started a game with 6 scripted rolls
// expect: Rolled a 4, score 4
// expect: Rolled a 6, score 10
// expect: Rolled a 2, score 12
// expect: Rolled a 5, score 17
// expect: The game lasted for 4 turns
