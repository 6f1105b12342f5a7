// One-sided ranges: zip with 1..., a for-in over 0... that breaks, slicing with ..<n and n..., contains and switch cases.
// Expected output: swiftc 6.3.1 on this machine.
let players = ["Ana", "Bo", "Cy"]
for (rank, name) in zip(1..., players) {
    print(rank, name)
}
for n in 10... {
    if n * n > 200 {
        print("first square over 200:", n)
        break
    }
}
print(players[1...], players[..<2], players[...0])
let adults = 18...
let minors = ..<18
print(adults.contains(30), minors.contains(30), (...5).contains(5))
func bracket(_ age: Int) -> String {
    switch age {
    case ..<13: return "child"
    case 13..<18: return "teen"
    case 65...: return "senior"
    default: return "adult"
    }
}
print([3, 15, 40, 70].map(bracket))

// expect: 1 Ana
// expect: 2 Bo
// expect: 3 Cy
// expect: first square over 200: 15
// expect: ["Bo", "Cy"] ["Ana", "Bo"] ["Ana"]
// expect: true false true
// expect: ["child", "teen", "adult", "senior"]
