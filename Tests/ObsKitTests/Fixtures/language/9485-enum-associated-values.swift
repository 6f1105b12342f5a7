// Enums with associated values: labelled payloads, partial matching, mutation in place and Equatable synthesis (expected output from swiftc 6.3.1 on Linux)
enum Shipment: Equatable {
    case letter(grams: Int)
    case parcel(width: Int, height: Int, depth: Int)
    case freight(pallets: Int, hazardous: Bool)
    case pickup
}

func cost(_ s: Shipment) -> Int {
    switch s {
    case .letter(let g) where g <= 20: return 1
    case .letter(let g): return 1 + (g - 1) / 20
    case let .parcel(w, h, d) where w * h * d > 1000: return 25
    case .parcel: return 12
    case .freight(let n, true): return n * 100 + 500
    case .freight(pallets: let n, hazardous: false): return n * 100
    case .pickup: return 0
    }
}

let orders: [Shipment] = [
    .letter(grams: 15), .letter(grams: 61), .parcel(width: 5, height: 5, depth: 5),
    .parcel(width: 20, height: 10, depth: 10), .freight(pallets: 3, hazardous: true),
    .freight(pallets: 2, hazardous: false), .pickup,
]
for o in orders { print(o, "->", cost(o)) }

if case .parcel(let w, _, _) = orders[2] { print("width", w) }
let letters = orders.filter { if case .letter = $0 { return true } else { return false } }
print("letters:", letters.count)
for case .freight(let n, let haz) in orders where n > 2 { print("big freight", n, haz) }

print(orders[0] == .letter(grams: 15), orders[0] == .letter(grams: 16), Shipment.pickup == .pickup)

enum Slot {
    case empty
    case filled(String, count: Int)
    mutating func add(_ name: String) {
        switch self {
        case .empty: self = .filled(name, count: 1)
        case .filled(let existing, let c) where existing == name: self = .filled(existing, count: c + 1)
        case .filled: print("slot busy, cannot add \(name)")
        }
    }
}
var slot = Slot.empty
slot.add("bolt")
slot.add("bolt")
slot.add("nut")
print(slot)
if case let .filled(name, count: c) = slot { print(name, c) }

func pickOne() -> Shipment? { orders.first { $0 == .letter(grams: 5) } ?? .letter(grams: 5) }
let maybe = pickOne()
switch maybe {
case .some(.letter(let g)): print("optional letter", g)
case .some: print("other")
case .none: print("nothing")
}
let f = Shipment.letter
print(f(99), type(of: f))

// expect: letter(grams: 15) -> 1
// expect: letter(grams: 61) -> 4
// expect: parcel(width: 5, height: 5, depth: 5) -> 12
// expect: parcel(width: 20, height: 10, depth: 10) -> 25
// expect: freight(pallets: 3, hazardous: true) -> 800
// expect: freight(pallets: 2, hazardous: false) -> 200
// expect: pickup -> 0
// expect: width 5
// expect: letters: 2
// expect: big freight 3 true
// expect: true false true
// expect: slot busy, cannot add nut
// expect: filled("bolt", count: 2)
// expect: bolt 2
// expect: optional letter 5
// expect: letter(grams: 99) (Int) -> Shipment
