// Swift book style (Protocols): property and method requirements, mutating requirements, initializer requirements satisfied by required inits, and protocols as types
import Foundation
protocol Named { var fullName: String { get } }
protocol Togglable { mutating func toggle() }
protocol Generator { func next() -> Double }
protocol Constructible { init(seed: Int) }

struct Pilot: Named { var fullName: String }
class Ship: Named {
    var prefix: String?
    var name: String
    init(name: String, prefix: String? = nil) { self.name = name; self.prefix = prefix }
    var fullName: String { (prefix != nil ? prefix! + " " : "") + name }
}
let named: [Named] = [Pilot(fullName: "Ripley"), Ship(name: "Nostromo", prefix: "USCSS"), Ship(name: "Sulaco")]
for n in named { print(n.fullName) }

enum Lamp: Togglable {
    case off, on
    mutating func toggle() { self = self == .off ? .on : .off }
}
var lamp = Lamp.off
lamp.toggle()
print(lamp)

class Linear: Generator {
    var last = 42.0
    let m = 139968.0, a = 3877.0, c = 29573.0
    func next() -> Double {
        last = (last * a + c).truncatingRemainder(dividingBy: m)
        return last / m
    }
}
let gen = Linear()
print(String(format: "%.4f", gen.next()))
print((gen.next() * 1000).rounded())

class Tile: Constructible {
    let seed: Int
    required init(seed: Int) { self.seed = seed }
}
final class Wall: Tile {}
struct Cell: Constructible { let seed: Int; init(seed: Int) { self.seed = seed * 2 } }
func make<T: Constructible>(_ t: T.Type, _ n: Int) -> T { T(seed: n) }
print(make(Tile.self, 3).seed, make(Wall.self, 4).seed, make(Cell.self, 5).seed)

struct Dice {
    let sides: Int
    let generator: Generator
    func roll() -> Int { Int(generator.next() * Double(sides)) + 1 }
}
let d6 = Dice(sides: 6, generator: Linear())
print((1...5).map { _ in d6.roll() })
protocol HasArea { var area: Double { get } }
struct Sq: HasArea { var side: Double; var area: Double { side * side } }
let shapes: [Any] = [Sq(side: 3), Pilot(fullName: "x"), Sq(side: 1.5)]
for s in shapes {
    if let h = s as? HasArea { print("area", h.area) } else { print("no area") }
}

// expect: Ripley
// expect: USCSS Nostromo
// expect: Sulaco
// expect: on
// expect: 0.3746
// expect: 729.0
// expect: 3 4 10
// expect: [3, 5, 4, 5, 4]
// expect: area 9.0
// expect: no area
// expect: area 2.25
