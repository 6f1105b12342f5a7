// Swift book style (Control Flow): for-in, while, switch with tuples, value bindings, where, labeled statements
let legs = ["spider": 8, "ant": 6, "cat": 4]
for (animal, count) in legs.sorted(by: { $0.value < $1.value }) {
    print("\(animal)s have \(count) legs")
}
var power = 1
for _ in 1...5 { power *= 2 }
print(power)
for tick in stride(from: 0, to: 20, by: 5) { print("tick \(tick)") }
for tick in stride(from: 9, through: 3, by: -3) { print("down \(tick)") }
let pt = (1, -1)
switch pt {
case (0, 0): print("origin")
case (_, 0): print("x-axis")
case (0, _): print("y-axis")
case let (x, y) where x == y: print("diag")
case let (x, y) where x == -y: print("anti-diag \(x),\(y)")
default: print("elsewhere")
}
let count = 62
let phrase: String
switch count {
case 0: phrase = "none"
case 1..<5: phrase = "few"
case 5..<100: phrase = "dozens"
default: phrase = "many"
}
print(phrase)
let ch: Character = "e"
switch ch {
case "a", "e", "i", "o", "u": print("vowel")
default: print("consonant")
}
var board = [Int](repeating: 0, count: 10)
board[3] = 4; board[6] = -2
var square = 0
var rolls = 0
game: while square < 9 {
    rolls += 1
    let roll = rolls % 4 + 1
    switch square + roll {
    case 9: break game
    case let s where s > 9: continue game
    default:
        square += roll
        square += board[square]
    }
}
print("done at \(square) after \(rolls) rolls")
let num = 5
var desc = "\(num) is"
switch num {
case 2, 3, 5, 7: desc += " prime, and"; fallthrough
default: desc += " an integer."
}
print(desc)
func greet(_ who: [String: String]) {
    guard let name = who["name"] else { print("no name"); return }
    print("Hello \(name)")
}
greet(["name": "Ivo"]); greet([:])
// expect: cats have 4 legs
// expect: ants have 6 legs
// expect: spiders have 8 legs
// expect: 32
// expect: tick 0
// expect: tick 5
// expect: tick 10
// expect: tick 15
// expect: down 9
// expect: down 6
// expect: down 3
// expect: anti-diag 1,-1
// expect: dozens
// expect: vowel
// expect: done at 5 after 3 rolls
// expect: 5 is prime, and an integer.
// expect: Hello Ivo
// expect: no name
