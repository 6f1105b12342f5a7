// Control Flow: switch on characters, intervals, tuples, value bindings, where clauses, compound cases and fallthrough.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func classify(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vowel"
    case "b"..."z": return "consonant"
    case "0"..."9": return "digit"
    default: return "other"
    }
}
print("hi 5!".map(classify))
func describe(count: Int) -> String {
    switch count {
    case 0: return "no"
    case 1...3: return "a couple of"
    case 4...9: return "several"
    case 10..<50: return "dozens of"
    default: return "a mountain of"
    }
}
for n in [0, 2, 7, 35, 480] { print("\(describe(count: n)) parcels") }
func zone(_ seat: (row: Int, col: Int)) -> String {
    switch seat {
    case (1, 1): return "front corner"
    case (1, _): return "front row"
    case (_, 1): return "aisle seat"
    case (2...4, 5...8): return "centre block"
    case let (r, c) where r == c: return "diagonal seat \(r)"
    case let (r, c) where r + c == 12: return "on the back diagonal"
    case (let r, _) where r > 10: return "balcony"
    default: return "general seating"
    }
}
for s in [(1, 1), (1, 7), (6, 1), (3, 6), (9, 9), (5, 7), (14, 2), (6, 3)] { print(s, zone(s)) }
func shippingNote(weight: Int) -> String {
    var text = "\(weight) kg:"
    switch weight {
    case 20, 25, 30, 40:
        text += " needs a second handler, and"
        fallthrough
    default:
        text += " goes by van."
    }
    return text
}
print(shippingNote(weight: 25))
print(shippingNote(weight: 4))
let gridMove = (0, -4)
switch gridMove {
case (let steps, 0), (0, let steps): print("a straight move of \(steps)")
default: print("a diagonal move")
}

// expect: ["consonant", "vowel", "other", "digit", "other"]
// expect: no parcels
// expect: a couple of parcels
// expect: several parcels
// expect: dozens of parcels
// expect: a mountain of parcels
// expect: (1, 1) front corner
// expect: (1, 7) front row
// expect: (6, 1) aisle seat
// expect: (3, 6) centre block
// expect: (9, 9) diagonal seat 9
// expect: (5, 7) on the back diagonal
// expect: (14, 2) balcony
// expect: (6, 3) general seating
// expect: 25 kg: needs a second handler, and goes by van.
// expect: 4 kg: goes by van.
// expect: a straight move of -4
