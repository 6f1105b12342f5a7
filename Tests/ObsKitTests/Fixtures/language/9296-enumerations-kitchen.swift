// Enumerations: raw values, associated values, CaseIterable, recursion
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A pizza kitchen and a greenhouse: toppings, fridge shelves, sensor readings, formulas, a wash cycle.
enum Topping: String, CaseIterable {
    case basil, olive, mushroom, chilli, rocket
}
for topping in Topping.allCases {
    print("\(topping) is stored as \(topping.rawValue)")
}
print("The menu offers \(Topping.allCases.count) toppings")

enum FridgeShelf: Int {
    case crisper = 1, lower, middle, upper, door
}
print("The middle shelf is shelf #\(FridgeShelf.middle.rawValue)")
if let s = FridgeShelf(rawValue: 5) {
    print("Shelf 5 is the \(s)")
}
print("Shelf 0 exists: \(FridgeShelf(rawValue: 0) != nil)")

enum Reading {
    case gauge(Int, Int, Int, Int)
    case note(String)
}
let readings: [Reading] = [.gauge(3, 12, 47, 88), .note("vent stuck half open")]
for reading in readings {
    switch reading {
    case let .gauge(zone, sensor, moisture, battery):
        print("Gauge: zone \(zone), sensor \(sensor), moisture \(moisture)%, battery \(battery)%.")
    case .note(let text):
        print("Note: \(text).")
    }
}

indirect enum Formula {
    case value(Int)
    case sum(Formula, Formula)
    case product(Formula, Formula)
}
func compute(_ formula: Formula) -> Int {
    switch formula {
    case let .value(v): return v
    case let .sum(a, b): return compute(a) + compute(b)
    case let .product(a, b): return compute(a) * compute(b)
    }
}
func show(_ f: Formula) -> String {
    switch f {
    case .value(let v): return "\(v)"
    case .sum(let a, let b): return "(\(show(a)) + \(show(b)))"
    case .product(let a, let b): return "\(show(a)) x \(show(b))"
    }
}
let dough = Formula.value(3)
let sauce = Formula.value(7)
let perPizza = Formula.sum(dough, sauce)
let order = Formula.product(.value(6), perPizza)
print("\(show(order)) = \(compute(order))")

enum WashCycle {
    case soak, rinse, spin
    mutating func advance() {
        switch self {
        case .soak: self = .rinse
        case .rinse: self = .spin
        case .spin: self = .soak
        }
    }
    var isDripping: Bool { self != .spin }
}
var cycle = WashCycle.rinse
for _ in 0..<4 {
    print("\(cycle) dripping=\(cycle.isDripping)")
    cycle.advance()
}
if case .note(let text) = readings[1], text.hasPrefix("vent") {
    print("ventilation needs a look")
}
// expect: basil is stored as basil
// expect: olive is stored as olive
// expect: mushroom is stored as mushroom
// expect: chilli is stored as chilli
// expect: rocket is stored as rocket
// expect: The menu offers 5 toppings
// expect: The middle shelf is shelf #3
// expect: Shelf 5 is the door
// expect: Shelf 0 exists: false
// expect: Gauge: zone 3, sensor 12, moisture 47%, battery 88%.
// expect: Note: vent stuck half open.
// expect: 6 x (3 + 7) = 60
// expect: rinse dripping=true
// expect: spin dripping=false
// expect: soak dripping=true
// expect: rinse dripping=true
// expect: ventilation needs a look
