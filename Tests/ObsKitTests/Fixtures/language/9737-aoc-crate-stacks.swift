// Advent of Code 2022 day 5 style: parsing a column drawing with Array(line), stride over character positions, split on a multi-character separator, inout stacks
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

struct Move: CustomStringConvertible {
    let count: Int, from: Int, to: Int
    var description: String { "\(count) x \(from + 1)->\(to + 1)" }

    init?(_ line: Substring) {
        let nums = line.split(separator: " ").compactMap { Int($0) }
        guard nums.count == 3 else { return nil }
        (count, from, to) = (nums[0], nums[1] - 1, nums[2] - 1)
    }
}

let sections = input.split(separator: "\n\n")
let drawing = sections[0].split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
let labels = drawing.last!
let stackCount = labels.filter(\.isNumber).count
var initial = Array(repeating: [Character](), count: stackCount)
for row in drawing.dropLast().reversed() {
    for (stack, col) in stride(from: 1, to: row.count, by: 4).enumerated() where row[col].isLetter {
        initial[stack].append(row[col])
    }
}
let moves = sections[1].split(separator: "\n").compactMap(Move.init)
print("Stacks: " + initial.map { String($0) }.joined(separator: " | "))
print("Moves: \(moves)")

func apply(_ moves: [Move], to stacks: inout [[Character]], keepOrder: Bool) {
    for m in moves {
        let taken = stacks[m.from].suffix(m.count)
        stacks[m.from].removeLast(m.count)
        stacks[m.to].append(contentsOf: keepOrder ? Array(taken) : taken.reversed())
    }
}

func tops(_ stacks: [[Character]]) -> String {
    String(stacks.compactMap(\.last))
}

var crateMover9000 = initial
apply(moves, to: &crateMover9000, keepOrder: false)
print("9000 final: " + crateMover9000.map { String($0) }.joined(separator: " | "))
print("Part 1: \(tops(crateMover9000))")

var crateMover9001 = initial
apply(moves, to: &crateMover9001, keepOrder: true)
print("9001 final: " + crateMover9001.map { String($0) }.joined(separator: " | "))
print("Part 2: \(tops(crateMover9001))")
// expect: Stacks: ZN | MCD | P
// expect: Moves: [1 x 2->1, 3 x 1->3, 2 x 2->1, 1 x 1->2]
// expect: 9000 final: C | M | PDNZ
// expect: Part 1: CMZ
// expect: 9001 final: M | C | PZND
// expect: Part 2: MCD
