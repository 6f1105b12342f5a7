// Swift book, "Control Flow": switch with tuples, ranges, value bindings, where clauses, fallthrough, labeled statements, guard
func classify(_ point: (Int, Int)) -> String {
    switch point {
    case (0, 0):
        return "origin"
    case (_, 0):
        return "on the x-axis"
    case (0, _):
        return "on the y-axis"
    case (-2...2, -2...2):
        return "inside the box"
    case let (x, y) where x == y:
        return "on the line x == y"
    case let (x, y) where x == -y:
        return "on the line x == -y"
    case (let x, _) where x > 0:
        return "right side"
    default:
        return "somewhere else"
    }
}
for p in [(0, 0), (3, 0), (0, -4), (1, -1), (5, 5), (4, -4), (7, 1), (-9, 2)] {
    print(p, classify(p))
}

func describe(_ n: Int) -> String {
    var text = "\(n) is"
    switch n {
    case 2, 3, 5, 7, 11, 13, 17, 19:
        text += " a prime number, and also"
        fallthrough
    default:
        text += " an integer."
    }
    return text
}
print(describe(5))
print(describe(8))

let approximate = [0, 3, 9, 42, 100, 1000]
for n in approximate {
    let phrase: String
    switch n {
    case 0: phrase = "no"
    case 1..<5: phrase = "a few"
    case 5..<12: phrase = "several"
    case 12..<100: phrase = "dozens of"
    case 100..<1000: phrase = "hundreds of"
    default: phrase = "many"
    }
    print("\(n): \(phrase) moons")
}

let finalSquare = 12
var board = [Int](repeating: 0, count: finalSquare + 1)
board[3] = 5; board[6] = 3; board[9] = -6; board[10] = -2
var square = 0
var rolls = [3, 1, 4, 2, 6, 5, 2, 3, 1]
var turn = 0
gameLoop: while square != finalSquare {
    let roll = rolls[turn % rolls.count]
    turn += 1
    switch square + roll {
    case finalSquare:
        break gameLoop
    case let next where next > finalSquare:
        continue gameLoop
    default:
        square += roll
        square += board[square]
    }
    print("turn \(turn): rolled \(roll) -> \(square)")
}
print("finished after \(turn) turns")

outer: for i in 1...3 {
    for j in 1...3 {
        if j == 2 { continue outer }
        if i == 3 { break outer }
        print("i=\(i) j=\(j)")
    }
}

// expect: (0, 0) origin
// expect: (3, 0) on the x-axis
// expect: (0, -4) on the y-axis
// expect: (1, -1) inside the box
// expect: (5, 5) on the line x == y
// expect: (4, -4) on the line x == -y
// expect: (7, 1) right side
// expect: (-9, 2) somewhere else
// expect: 5 is a prime number, and also an integer.
// expect: 8 is an integer.
// expect: 0: no moons
// expect: 3: a few moons
// expect: 9: several moons
// expect: 42: dozens of moons
// expect: 100: hundreds of moons
// expect: 1000: many moons
// expect: turn 1: rolled 3 -> 8
// expect: turn 2: rolled 1 -> 3
// expect: turn 3: rolled 4 -> 7
// expect: turn 4: rolled 2 -> 3
// expect: turn 5: rolled 6 -> 3
// expect: turn 6: rolled 5 -> 8
// expect: turn 7: rolled 2 -> 8
// expect: turn 8: rolled 3 -> 11
// expect: finished after 9 turns
// expect: i=1 j=1
// expect: i=2 j=1
