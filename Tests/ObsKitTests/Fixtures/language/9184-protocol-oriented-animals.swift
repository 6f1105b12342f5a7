// protocol-oriented-animals
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Animal {
    var name: String { get }
    var legs: Int { get }
    func sound() -> String
}

extension Animal {
    var legs: Int { 4 }
    func introduce() -> String { "\(name) has \(legs) legs and says \(sound())" }
    func describe() -> String { "an animal called \(name)" }
}

protocol Flyer { var wingspan: Double { get } }
protocol Swimmer { var maxDepth: Int { get } }

extension Flyer {
    func fly() -> String { "flying with \(wingspan)m wings" }
}
extension Animal where Self: Flyer {
    func describe() -> String { "a flying animal called \(name)" }
}

struct Dog: Animal {
    let name: String
    func sound() -> String { "woof" }
}
struct Parrot: Animal, Flyer {
    let name: String
    let legs = 2
    let wingspan = 0.5
    func sound() -> String { "hello!" }
}
struct Penguin: Animal, Swimmer {
    let name: String
    var legs: Int { 2 }
    let maxDepth = 500
    func sound() -> String { "squawk" }
    func describe() -> String { "a penguin called \(name)" }
}
struct Duck: Animal, Flyer, Swimmer {
    let name: String
    var legs: Int { 2 }
    let wingspan = 0.9
    let maxDepth = 2
    func sound() -> String { "quack" }
}

let zoo: [any Animal] = [Dog(name: "Rex"), Parrot(name: "Polly"), Penguin(name: "Pingu"), Duck(name: "Donald")]
for a in zoo {
    print(a.introduce())
    print("  static dispatch:", a.describe())
}
let penguin = Penguin(name: "Skipper")
let duck = Duck(name: "Daisy")
print(penguin.describe(), "|", duck.describe())

let flyers = zoo.compactMap { $0 as? Flyer }
print(flyers.map { $0.fly() })
let swimmers = zoo.compactMap { $0 as? any Swimmer & Animal }
print(swimmers.map { "\($0.name) dives \($0.maxDepth)m" })

func loudest<T: Animal>(_ animals: [T]) -> String {
    animals.map { $0.sound().uppercased() }.joined(separator: " ")
}
print(loudest([Dog(name: "A"), Dog(name: "B")]))

func showOff(_ creature: some Flyer & Swimmer) -> String {
    "\(creature.fly()) and diving \(creature.maxDepth)m"
}
print(showOff(duck))
print(zoo.reduce(0) { $0 + $1.legs })
// expect: Rex has 4 legs and says woof
// expect:   static dispatch: an animal called Rex
// expect: Polly has 2 legs and says hello!
// expect:   static dispatch: an animal called Polly
// expect: Pingu has 2 legs and says squawk
// expect:   static dispatch: an animal called Pingu
// expect: Donald has 2 legs and says quack
// expect:   static dispatch: an animal called Donald
// expect: a penguin called Skipper | a flying animal called Daisy
// expect: ["flying with 0.5m wings", "flying with 0.9m wings"]
// expect: ["Pingu dives 500m", "Donald dives 2m"]
// expect: WOOF WOOF
// expect: flying with 0.9m wings and diving 2m
// expect: 10
