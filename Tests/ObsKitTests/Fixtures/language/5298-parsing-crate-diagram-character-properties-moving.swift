// Advent of Code style (2022 day 5, supply stacks): parsing a crate diagram with Character properties and moving stacks
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

let sections = input.split(separator: "\n", omittingEmptySubsequences: false)
let blank = sections.firstIndex(where: { $0.isEmpty })!
let diagram = sections[..<blank]
let moves = sections[(blank + 1)...]

let numberLine = diagram.last!
let stackCount = numberLine.split(separator: " ").count
print("stacks:", stackCount)

var stacks = Array(repeating: [Character](), count: stackCount)
for line in diagram.dropLast().reversed() {
    let chars = Array(line)
    for i in 0..<stackCount {
        let pos = 1 + 4 * i
        if pos < chars.count, chars[pos].isLetter { stacks[i].append(chars[pos]) }
    }
}
print(stacks.map { String($0) })

struct Move { let count: Int, from: Int, to: Int }
let parsed: [Move] = moves.compactMap { line in
    let nums = line.split(separator: " ").compactMap { Int($0) }
    guard nums.count == 3 else { return nil }
    return Move(count: nums[0], from: nums[1] - 1, to: nums[2] - 1)
}
print(parsed.count, "moves;", parsed.map { "\($0.count):\($0.from)->\($0.to)" })

func simulate(_ start: [[Character]], _ moves: [Move], keepOrder: Bool) -> String {
    var s = start
    for m in moves {
        let taken = s[m.from].suffix(m.count)
        s[m.from].removeLast(m.count)
        s[m.to].append(contentsOf: keepOrder ? Array(taken) : taken.reversed())
    }
    print("  final:", s.map { String($0) })
    return String(s.compactMap(\.last))
}

print("part 1:", simulate(stacks, parsed, keepOrder: false))
print("part 2:", simulate(stacks, parsed, keepOrder: true))
let tally = stacks.joined().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(tally.keys.sorted().map { "\($0)=\(tally[$0]!)" }.joined(separator: ","))
print("P".first!.isUppercase, Character("7").wholeNumberValue as Any, Character("x").wholeNumberValue as Any)

// expect: stacks: 3
// expect: ["ZN", "MCD", "P"]
// expect: 4 moves; ["1:1->0", "3:0->2", "2:1->0", "1:0->1"]
// expect:   final: ["C", "M", "PDNZ"]
// expect: part 1: CMZ
// expect:   final: ["M", "C", "PZND"]
// expect: part 2: MCD
// expect: C=1,D=1,M=1,N=1,P=1,Z=1
// expect: true Optional(7) nil
