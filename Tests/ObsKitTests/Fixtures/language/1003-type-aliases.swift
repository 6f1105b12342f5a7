// The Basics: type aliases for numbers, tuples, closures and nested in types; the alias's static members.
// expected output: swiftc 6.3.1 (Linux), run on this machine
typealias Sample = UInt16
typealias Point = (x: Double, y: Double)
typealias Validator = (String) -> Bool
typealias Inventory = [String: Int]

var loudest = Sample.min
for s: Sample in [120, 900, 4_000, 35] where s > loudest {
    loudest = s
}
print("loudest sample:", loudest, "max possible:", Sample.max)

func manhattan(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x, dy = a.y - b.y
    return abs(dx) + abs(dy)
}
print(manhattan((0, 0), (3, 4)))

let notEmpty: Validator = { !$0.isEmpty }
let shortEnough: Validator = { $0.count <= 8 }
let rules: [Validator] = [notEmpty, shortEnough]
for name in ["", "marta", "bartholomew"] {
    print("'\(name)' valid:", rules.allSatisfy { $0(name) })
}

struct Shelf {
    typealias Slot = Int
    var items: Inventory = [:]
    func count(at slot: Slot) -> Int { slot * 2 }
}
var shelf = Shelf()
shelf.items["jam"] = 4
let slot: Shelf.Slot = 5
print(shelf.items["jam", default: 0], shelf.count(at: slot))
print(type(of: loudest), Sample.self == UInt16.self)

// expect: loudest sample: 4000 max possible: 65535
// expect: 7.0
// expect: '' valid: false
// expect: 'marta' valid: true
// expect: 'bartholomew' valid: false
// expect: 4 10
// expect: UInt16 true
