// Advent of Code style: rock paper scissors scoring with asciiValue arithmetic
let input = """
A Y
B X
C Z
A X
C Y
B Z
"""

let rounds = input.split(separator: "\n").map { line -> (Int, Int) in
    let chars = Array(line)
    let opp = Int(chars[0].asciiValue! - Character("A").asciiValue!)
    let me = Int(chars[2].asciiValue! - Character("X").asciiValue!)
    return (opp, me)
}

func score(_ opp: Int, _ me: Int) -> Int {
    // 0 lose, 1 draw, 2 win
    let outcome = (me - opp + 4) % 3
    return me + 1 + outcome * 3
}

var part1 = 0
for (opp, me) in rounds {
    part1 += score(opp, me)
}
print("Part 1: \(part1)")

let part2 = rounds.reduce(0) { total, round in
    let (opp, result) = round
    let me = (opp + result + 2) % 3
    return total + score(opp, me)
}
print("Part 2: \(part2)")

let wins = rounds.filter { (($0.1 - $0.0 + 4) % 3) == 2 }.count
print("Wins in part 1 strategy: \(wins)")

// expect: Part 1: 30
// expect: Part 2: 30
// expect: Wins in part 1 strategy: 2
