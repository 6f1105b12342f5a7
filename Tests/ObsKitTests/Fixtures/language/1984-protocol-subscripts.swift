// Compiler test style: subscript requirements in protocols, enum subscripts and keypath subscripts
protocol Lookup {
    associatedtype Key
    associatedtype Value
    subscript(key: Key) -> Value? { get }
}

struct Phonebook: Lookup {
    let entries: [(String, String)]
    subscript(key: String) -> String? {
        entries.first { $0.0 == key }?.1
    }
}

struct Squares: Lookup {
    subscript(key: Int) -> Int? { key >= 0 ? key * key : nil }
}

func fetchAll<L: Lookup>(_ l: L, _ keys: [L.Key]) -> [String] {
    keys.map { k in l[k].map { "\($0)" } ?? "missing" }
}

let book = Phonebook(entries: [("ann", "555-1"), ("bo", "555-2")])
print(fetchAll(book, ["bo", "cy", "ann"]))
print(fetchAll(Squares(), [3, -1, 12]))

enum Planet: Int {
    case mercury = 1, venus, earth, mars
    static subscript(n: Int) -> Planet? { Planet(rawValue: n) }
    subscript(offset: Int) -> Planet? { Planet(rawValue: rawValue + offset) }
}
print(Planet[3] as Any, Planet[9] as Any)
print(Planet.earth[1] as Any, Planet.earth[-2] as Any, Planet.mars[1] as Any)

struct Point { var x: Int; var y: Int }
struct Sprite { var name: String; var pos: Point }
var sprite = Sprite(name: "hero", pos: Point(x: 1, y: 2))
let xPath = \Sprite.pos.x
sprite[keyPath: xPath] += 10
sprite[keyPath: \.name] = "HERO"
print(sprite.name, sprite.pos.x, sprite[keyPath: \Sprite.pos.y])
let paths: [WritableKeyPath<Point, Int>] = [\.x, \.y]
for p in paths { sprite.pos[keyPath: p] *= 3 }
print(sprite.pos.x, sprite.pos.y)

protocol Settable {
    subscript(i: Int) -> String { get set }
}
struct Slots: Settable {
    var slots = ["-", "-", "-"]
    subscript(i: Int) -> String {
        get { slots[i] }
        set { slots[i] = newValue.uppercased() }
    }
}
func fill<S: Settable>(_ s: inout S) { s[0] = "a"; s[2] = "c" }
var slots = Slots()
fill(&slots)
print(slots.slots, slots[1])

// expect: ["555-2", "missing", "555-1"]
// expect: ["9", "missing", "144"]
// expect: Optional(main.Planet.earth) nil
// expect: Optional(main.Planet.mars) Optional(main.Planet.mercury) nil
// expect: HERO 11 2
// expect: 33 6
// expect: ["A", "-", "C"] -
