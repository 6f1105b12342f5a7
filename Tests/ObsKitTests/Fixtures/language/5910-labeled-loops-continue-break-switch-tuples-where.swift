// Swift book style (Control Flow): labeled loops with continue and break, switch on tuples with where clauses, value bindings, compound cases and fallthrough
let board = [[1, 2, 3], [4, -1, 6], [7, 8, 9]]
outer: for row in board {
    for cell in row {
        if cell == 2 { continue outer }
        if cell < 0 { print("hit negative"); break outer }
        print("cell", cell)
    }
}

func locate(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "on x-axis"
    case (0, let y): return "on y-axis at \(y)"
    case let (x, y) where x == y: return "diagonal \(x)"
    case let (x, y) where x == -y: return "anti-diagonal \(x),\(y)"
    case (-2...2, -2...2): return "near"
    default: return "far"
    }
}
for p in [(0, 0), (3, 0), (0, -4), (5, 5), (2, -2), (1, 2), (9, 1)] {
    print(locate(p))
}

func kind(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vowel"
    case "y", "w": return "sometimes"
    default: return "other"
    }
}
print("sky".map(kind))

func describe(_ n: Int) -> String {
    var text = "\(n) is"
    switch n {
    case 2, 3, 5, 7:
        text += " prime and"
        fallthrough
    default:
        text += " a number"
    }
    return text
}
print(describe(5))
print(describe(8))

let pair = (1, "x")
switch pair {
case (let n, "x"), (let n, "y"):
    print("letter case with", n)
default:
    print("nope")
}
var countdown = 3
repeat {
    print("t-\(countdown)")
    countdown -= 1
} while countdown > 0

// expect: cell 1
// expect: cell 4
// expect: hit negative
// expect: origin
// expect: on x-axis
// expect: on y-axis at -4
// expect: diagonal 5
// expect: anti-diagonal 2,-2
// expect: near
// expect: far
// expect: ["other", "other", "sometimes"]
// expect: 5 is prime and a number
// expect: 8 is a number
// expect: letter case with 1
// expect: t-3
// expect: t-2
// expect: t-1
