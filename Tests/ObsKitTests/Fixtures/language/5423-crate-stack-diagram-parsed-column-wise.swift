// Advent of Code style (2022 day 5): crate-stack diagram parsed column-wise from a multi-line literal, "move N from A to B" instructions
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

let sections = input.split(separator: "\n", omittingEmptySubsequences: false).split(separator: "")
let drawing = Array(sections[0])
let moveLines = Array(sections[1])

let labelLine = drawing.last!
let stackCount = labelLine.split(separator: " ").count
var stacks = [[Character]](repeating: [], count: stackCount)
for line in drawing.dropLast().reversed() {
    let chars = Array(line)
    for i in 0..<stackCount {
        let idx = 1 + 4 * i
        if idx < chars.count, chars[idx] != " " {
            stacks[i].append(chars[idx])
        }
    }
}

struct Move {
    let count: Int, from: Int, to: Int
}

let moves = moveLines.map { line -> Move in
    let nums = line.split(separator: " ").compactMap { Int($0) }
    return Move(count: nums[0], from: nums[1] - 1, to: nums[2] - 1)
}

func run(_ stacks: [[Character]], _ moves: [Move], keepOrder: Bool) -> String {
    var s = stacks
    for m in moves {
        let moved = s[m.from].suffix(m.count)
        s[m.from].removeLast(m.count)
        s[m.to].append(contentsOf: keepOrder ? Array(moved) : moved.reversed())
    }
    return String(s.compactMap { $0.last })
}

print("stacks:", stacks.map { String($0) })
print("moves:", moves.count)
print("part 1:", run(stacks, moves, keepOrder: false))
print("part 2:", run(stacks, moves, keepOrder: true))

// expect: stacks: ["ZN", "MCD", "P"]
// expect: moves: 4
// expect: part 1: CMZ
// expect: part 2: MCD
