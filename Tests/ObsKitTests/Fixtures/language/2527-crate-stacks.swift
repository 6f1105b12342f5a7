// Puzzle style: Advent of Code supply stacks — parse a fixed-width crate drawing and move instructions
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

struct Move {
    let count: Int
    let from: Int
    let to: Int
}

let sections = puzzle.split(separator: "\n\n", maxSplits: 1)
let drawing = sections[0].split(separator: "\n").map(Array.init)
let labelRow = drawing.last!
let stackCount = labelRow.filter(\.isNumber).count

var initial = Array(repeating: [Character](), count: stackCount)
for row in drawing.dropLast().reversed() {
    for stack in 0..<stackCount {
        let column = 1 + stack * 4
        if column < row.count, row[column].isLetter {
            initial[stack].append(row[column])
        }
    }
}

let moves: [Move] = sections[1].split(separator: "\n").map { line in
    let numbers = line.split(separator: " ").compactMap { Int($0) }
    return Move(count: numbers[0], from: numbers[1] - 1, to: numbers[2] - 1)
}

func render(_ stacks: [[Character]]) -> String {
    stacks.enumerated().map { "\($0.offset + 1):\(String($0.element))" }.joined(separator: " ")
}

print("Stacks: \(stackCount), moves: \(moves.count)")
print("Initial: \(render(initial))")

var crane9000 = initial
for move in moves {
    for _ in 0..<move.count {
        if let crate = crane9000[move.from].popLast() {
            crane9000[move.to].append(crate)
        }
    }
    print("  after move \(move.count) \(move.from + 1)->\(move.to + 1): \(render(crane9000))")
}
print("Part 1 tops: \(String(crane9000.compactMap(\.last)))")

var crane9001 = initial
for move in moves {
    let lifted = crane9001[move.from].suffix(move.count)
    crane9001[move.from].removeLast(move.count)
    crane9001[move.to].append(contentsOf: lifted)
}
print("Part 2 tops: \(String(crane9001.compactMap { $0.last }))")
print("Final heights: \(crane9001.map(\.count))")
// expect: Stacks: 3, moves: 4
// expect: Initial: 1:ZN 2:MCD 3:P
// expect:   after move 1 2->1: 1:ZND 2:MC 3:P
// expect:   after move 3 1->3: 1: 2:MC 3:PDNZ
// expect:   after move 2 2->1: 1:CM 2: 3:PDNZ
// expect:   after move 1 1->2: 1:C 2:M 3:PDNZ
// expect: Part 1 tops: CMZ
// expect: Part 2 tops: MCD
// expect: Final heights: [1, 1, 4]
