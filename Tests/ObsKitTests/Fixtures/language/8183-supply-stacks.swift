// Advent of Code style: crate stacks drawing parsed by column, crane moves for CrateMover 9000 and 9001
import Foundation

let input = """
    [D]    
[N] [C]    
[Z] [M] [P]
 1   2   3 

move 1 from 2 to 1
move 3 from 1 to 3
move 2 from 2 to 1
move 1 from 1 to 2
"""

let sections = input.components(separatedBy: "\n\n")
let drawing = sections[0].split(separator: "\n").map { Array($0) }
let labels = drawing.last!
let count = labels.filter { $0.isNumber }.count

var stacks: [[Character]] = Array(repeating: [], count: count)
for row in drawing.dropLast().reversed() {
    for i in 0..<count {
        let col = 1 + i * 4
        if col < row.count && row[col] != " " {
            stacks[i].append(row[col])
        }
    }
}

struct Move {
    let amount: Int
    let from: Int
    let to: Int
}

let moves = sections[1].split(separator: "\n").map { line -> Move in
    let w = line.split(separator: " ")
    return Move(amount: Int(w[1])!, from: Int(w[3])! - 1, to: Int(w[5])! - 1)
}

func run(_ stacks: [[Character]], keepOrder: Bool) -> String {
    var s = stacks
    for m in moves {
        let taken = s[m.from].suffix(m.amount)
        s[m.from].removeLast(m.amount)
        s[m.to].append(contentsOf: keepOrder ? Array(taken) : taken.reversed())
    }
    return String(s.compactMap { $0.last })
}

print("Stacks: \(stacks.map { String($0) })")
print("Part 1: \(run(stacks, keepOrder: false))")
print("Part 2: \(run(stacks, keepOrder: true))")

// expect: Stacks: ["ZN", "MCD", "P"]
// expect: Part 1: CMZ
// expect: Part 2: MCD
