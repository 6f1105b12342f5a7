// Advent of Code style (crate stacks): parsing a column drawing by character offsets and replaying move lines on two crane models
import Foundation

let puzzle = """
    [D]    
[N] [C]    
[Z] [M] [P]
 1   2   3 

move 1 from 2 to 1
move 3 from 1 to 3
move 2 from 2 to 1
move 1 from 1 to 2
"""

let sections = puzzle.components(separatedBy: "\n\n")
let drawing = sections[0].split(separator: "\n").map { Array($0) }
let labels = drawing.last!.split(separator: " ")
let stackCount = labels.count

var initial = [[Character]](repeating: [], count: stackCount)
for row in drawing.dropLast().reversed() {
    for i in 0..<stackCount {
        let column = 1 + i * 4
        if column < row.count, row[column].isLetter {
            initial[i].append(row[column])
        }
    }
}
print("stacks:", initial.map { String($0) })

struct Move {
    let count: Int, from: Int, to: Int
    init?(_ line: Substring) {
        let numbers = line.split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        count = numbers[0]; from = numbers[1] - 1; to = numbers[2] - 1
    }
}
let moves = sections[1].split(separator: "\n").compactMap(Move.init)

func run(keepOrder: Bool) -> String {
    var stacks = initial
    for m in moves {
        let taken = stacks[m.from].suffix(m.count)
        stacks[m.from].removeLast(m.count)
        stacks[m.to].append(contentsOf: keepOrder ? Array(taken) : taken.reversed())
    }
    return String(stacks.compactMap(\.last))
}

print("CrateMover 9000:", run(keepOrder: false))
print("CrateMover 9001:", run(keepOrder: true))
print("moves parsed:", moves.count, "crates moved:", moves.map(\.count).reduce(0, +))

// expect: stacks: ["ZN", "MCD", "P"]
// expect: CrateMover 9000: CMZ
// expect: CrateMover 9001: MCD
// expect: moves parsed: 4 crates moved: 7
