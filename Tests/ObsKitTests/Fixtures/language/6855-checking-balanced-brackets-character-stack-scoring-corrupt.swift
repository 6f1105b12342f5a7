// Advent of Code style (bracket matching): checking balanced brackets with a Character stack and scoring corrupt lines
let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{", ">": "<"]
let openers: Set<Character> = ["(", "[", "{", "<"]
let corruptScore: [Character: Int] = [")": 3, "]": 57, "}": 1197, ">": 25137]
let closeScore: [Character: Int] = ["(": 1, "[": 2, "{": 3, "<": 4]

enum Result {
    case ok
    case corrupt(Character, at: Int)
    case incomplete(String)
}

func check(_ line: String) -> Result {
    var stack: [Character] = []
    for (i, ch) in line.enumerated() {
        if openers.contains(ch) {
            stack.append(ch)
        } else if let open = pairs[ch] {
            if stack.last == open {
                stack.removeLast()
            } else {
                return .corrupt(ch, at: i)
            }
        }
    }
    return stack.isEmpty ? .ok : .incomplete(String(stack.reversed()))
}

let lines = [
    "[({(<(())[]>[[{[]{<()<>>",
    "{([(<{}[<>[]}>{[]{[(<()>",
    "(((({<>}<{<{<>}{[]{[]{}",
    "[[<[([]))<([[{}[[()]]]",
    "<{([{{}}[<[[[<>{}]]]>[]]",
    "()[]{}<>",
    "(a + [b * {c}])",
]

var corruptTotal = 0
var completionScores: [Int] = []
for line in lines {
    switch check(line) {
    case .ok:
        print("ok        ", line)
    case .corrupt(let ch, let i):
        corruptTotal += corruptScore[ch]!
        print("corrupt   ", line, "found \(ch) at \(i)")
    case .incomplete(let missing):
        let score = missing.reduce(0) { $0 * 5 + closeScore[$1]! }
        completionScores.append(score)
        print("incomplete", line, "needs", String(missing.map { ch in pairs.first { $0.value == ch }!.key }), score)
    }
}
print("corrupt total:", corruptTotal)
let middle = completionScores.sorted()[completionScores.count / 2]
print("middle completion:", middle)

// expect: incomplete [({(<(())[]>[[{[]{<()<>> needs }}]])})] 288957
// expect: corrupt    {([(<{}[<>[]}>{[]{[(<()> found } at 12
// expect: incomplete (((({<>}<{<{<>}{[]{[]{} needs }}>}>)))) 1480781
// expect: corrupt    [[<[([]))<([[{}[[()]]] found ) at 8
// expect: incomplete <{([{{}}[<[[[<>{}]]]>[]] needs ])}> 294
// expect: ok         ()[]{}<>
// expect: ok         (a + [b * {c}])
// expect: corrupt total: 1200
// expect: middle completion: 288957
