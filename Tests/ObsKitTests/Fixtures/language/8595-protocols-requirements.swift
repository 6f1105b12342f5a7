// Swift book style (Protocols): property, method, mutating and initializer requirements
protocol Named {
    var fullName: String { get }
}

protocol Toggleable {
    mutating func toggle()
}

protocol Seedable {
    init(seed: Int)
}

struct Member: Named {
    var fullName: String
}

class Ship: Named {
    var prefix: String?
    var name: String
    init(name: String, prefix: String? = nil) {
        self.name = name
        self.prefix = prefix
    }
    var fullName: String {
        (prefix != nil ? prefix! + " " : "") + name
    }
}

enum Lamp: Toggleable {
    case on, off
    mutating func toggle() {
        switch self {
        case .on: self = .off
        case .off: self = .on
        }
    }
}

struct LinearSequence: Seedable {
    var current: Int
    init(seed: Int) { current = seed }
    mutating func next() -> Int {
        current = (current * 5 + 3) % 17
        return current
    }
}

class Base: Seedable {
    let seed: Int
    required init(seed: Int) { self.seed = seed }
}
class Derived: Base {}

func make<T: Seedable>(_ type: T.Type, seeds: [Int]) -> [T] {
    seeds.map { T(seed: $0) }
}

let named: [Named] = [Member(fullName: "Iris Vale"), Ship(name: "Dawn", prefix: "HMS"), Ship(name: "Drifter")]
for n in named { print(n.fullName) }

var lamp = Lamp.off
lamp.toggle()
print(lamp)
lamp.toggle()
print(lamp)

var gen = make(LinearSequence.self, seeds: [1])[0]
print((0..<6).map { _ in gen.next() })
let objs = make(Derived.self, seeds: [4, 8])
print(objs.map(\.seed), type(of: objs[0]))

protocol HasArea {
    var area: Double { get set }
}
struct Field: HasArea {
    var area: Double
}
var f: HasArea = Field(area: 10)
f.area *= 2.5
print(f.area)

// expect: Iris Vale
// expect: HMS Dawn
// expect: Drifter
// expect: on
// expect: off
// expect: [8, 9, 14, 5, 11, 7]
// expect: [4, 8] Derived
// expect: 25.0
