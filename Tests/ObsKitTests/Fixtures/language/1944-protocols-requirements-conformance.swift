// Swift book style (Protocols): property/method requirements, extensions, composition, defaults
protocol Named {
    var name: String { get }
}
protocol Aged {
    var age: Int { get }
}
protocol Describable {
    func describe() -> String
}
extension Describable where Self: Named {
    func describe() -> String { "I am \(name)" }
}

struct Person: Named, Aged, Describable {
    var name: String
    var age: Int
}
struct Robot: Named, Describable {
    let serial: Int
    var name: String { "RX-\(serial)" }
    func describe() -> String { "Unit \(name) online" }
}
func celebrate(_ who: Named & Aged) {
    print("Happy birthday \(who.name), you are \(who.age)!")
}
let p = Person(name: "Mila", age: 30)
celebrate(p)
let all: [any Describable] = [p, Robot(serial: 7)]
for d in all { print(d.describe()) }

protocol Toggleable {
    mutating func toggle()
}
enum Light: Toggleable {
    case on, off
    mutating func toggle() { self = self == .on ? .off : .on }
}
var light = Light.off
light.toggle()
print(light)

protocol RandomSource {
    func next() -> Int
}
class Sequence7: RandomSource {
    var state = 1
    func next() -> Int { state = (state * 7) % 11; return state }
}
struct Dice {
    let sides: Int
    let source: RandomSource
    func roll() -> Int { source.next() % sides + 1 }
}
let d6 = Dice(sides: 6, source: Sequence7())
print((1...5).map { _ in d6.roll() })

extension Collection where Element: Equatable {
    func allEqual() -> Bool { allSatisfy { $0 == first } }
}
print([2, 2, 2].allEqual(), ["a", "b"].allEqual())
let maybeNamed: Any = Robot(serial: 3)
if let n = maybeNamed as? Named { print("conforms: \(n.name)") }
print(maybeNamed is Aged)

// expect: Happy birthday Mila, you are 30!
// expect: I am Mila
// expect: Unit RX-7 online
// expect: on
// expect: [2, 6, 3, 4, 5]
// expect: true false
// expect: conforms: RX-3
// expect: false
