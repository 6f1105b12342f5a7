// Labeled loops with break/continue, early exit with guard, defer in scopes (expected output from swiftc 6.3.1 on Linux)
let maze = [
    [0, 0, 1, 0],
    [0, 1, 0, 0],
    [0, 0, 0, 9],
    [1, 9, 0, 0],
]
var found: (Int, Int)? = nil
search: for (r, row) in maze.enumerated() {
    for (c, cell) in row.enumerated() {
        if cell == 1 { continue search }
        if cell == 9 {
            found = (r, c)
            break search
        }
    }
}
if let (r, c) = found { print("treasure at row \(r) col \(c)") }

var diceTotal = 0
let rolls = [3, 5, 6, 2, 6, 1, 4]
var rollIndex = 0
game: while rollIndex < rolls.count {
    let roll = rolls[rollIndex]
    rollIndex += 1
    switch roll {
    case 6:
        print("rolled 6, skip turn")
        continue game
    case 1:
        print("rolled 1, game ends")
        break game
    default:
        diceTotal += roll
        print("moved \(roll), total \(diceTotal)")
    }
}

outer: for i in 1...3 {
    inner: for j in 1...3 {
        if j == 2 { continue inner }
        if i == 3 { break outer }
        print("pair \(i)-\(j)")
    }
}

func shipParcel(weightKg: Double?, postcode: String?) -> String {
    guard let weightKg, weightKg > 0 else {
        return "rejected: missing weight"
    }
    guard weightKg <= 30 else { return "rejected: \(weightKg) kg is too heavy" }
    guard let postcode, postcode.count == 5, postcode.allSatisfy(\.isNumber) else {
        return "held: bad postcode"
    }
    return "shipping \(weightKg) kg to \(postcode)"
}
print(shipParcel(weightKg: 2.5, postcode: "10115"))
print(shipParcel(weightKg: 45, postcode: "10115"))
print(shipParcel(weightKg: 1, postcode: "ABC"))
print(shipParcel(weightKg: nil, postcode: nil))

func parseAge(_ text: String) -> Int? {
    defer { print("  parsed '\(text)'") }
    guard let n = Int(text) else { return nil }
    guard (0...150).contains(n) else { return nil }
    return n
}
for input in ["44", "abc", "999"] {
    print(input, "->", parseAge(input).map(String.init) ?? "invalid")
}
do {
    defer { print("scope exit 1") }
    defer { print("scope exit 2") }
    print("inside scope")
}

// expect: treasure at row 2 col 3
// expect: moved 3, total 3
// expect: moved 5, total 8
// expect: rolled 6, skip turn
// expect: moved 2, total 10
// expect: rolled 6, skip turn
// expect: rolled 1, game ends
// expect: pair 1-1
// expect: pair 1-3
// expect: pair 2-1
// expect: pair 2-3
// expect: shipping 2.5 kg to 10115
// expect: rejected: 45.0 kg is too heavy
// expect: held: bad postcode
// expect: rejected: missing weight
// expect:   parsed '44'
// expect: 44 -> 44
// expect:   parsed 'abc'
// expect: abc -> invalid
// expect:   parsed '999'
// expect: 999 -> invalid
// expect: inside scope
// expect: scope exit 2
// expect: scope exit 1
