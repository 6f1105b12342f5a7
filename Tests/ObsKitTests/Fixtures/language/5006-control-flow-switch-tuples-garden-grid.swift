// Control flow: switch with ranges, tuples, value bindings, where clauses, fallthrough
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A garden laid out on a grid with the sprinkler at (0, 0).
func wateringZone(_ spot: (Int, Int)) -> String {
    switch spot {
    case (0, 0): return "the sprinkler itself"
    case (_, 0): return "along the east-west hose"
    case (0, _): return "along the north-south hose"
    case (-3...3, -1...1): return "in the wet strip"
    case let (col, row) where col == row * 2: return "on the diagonal path, column \(col)"
    case let (col, row) where col + row == 10: return "by the back fence"
    case (let col, _) where col < 0: return "west beds, column \(col)"
    default: return "dry corner"
    }
}
for spot in [(0, 0), (6, 0), (0, -2), (2, 1), (8, 4), (7, 3), (-5, 2), (5, 7)] {
    print(spot, wateringZone(spot))
}

func crowd(_ people: Int) -> String {
    switch people {
    case 0: return "empty"
    case 1..<10: return "quiet"
    case 10..<50: return "lively"
    case 50..<200: return "packed"
    default: return "sold out"
    }
}
print([0, 4, 25, 120, 500].map(crowd))

let key: Character = "7"
switch key {
case "0", "1", "2", "3", "4", "5", "6", "7", "8", "9":
    print("\(key) is a digit key")
default:
    print("\(key) is some other key")
}

let tier = "gold"
var perks = "Member perks:"
switch tier {
case "gold":
    perks += " free parking,"
    fallthrough
case "silver":
    perks += " early booking,"
    fallthrough
default:
    perks += " newsletter."
}
print(perks)

let field: (String, Int?) = ("postcode", nil)
switch field {
case (let name, let value?): print("\(name) is \(value)")
case (let name, nil): print("\(name) was left blank")
}
// expect: (0, 0) the sprinkler itself
// expect: (6, 0) along the east-west hose
// expect: (0, -2) along the north-south hose
// expect: (2, 1) in the wet strip
// expect: (8, 4) on the diagonal path, column 8
// expect: (7, 3) by the back fence
// expect: (-5, 2) west beds, column -5
// expect: (5, 7) dry corner
// expect: ["empty", "quiet", "lively", "packed", "sold out"]
// expect: 7 is a digit key
// expect: Member perks: free parking, early booking, newsletter.
// expect: postcode was left blank
