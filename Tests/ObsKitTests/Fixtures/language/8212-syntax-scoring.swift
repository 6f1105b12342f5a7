// Advent of Code style: bracket matching with a stack, corrupted scores and median completion score
let input = """
[({(<(())[]>[[{[]{<()<>>
[(()[<>])]({[<{<<[]>>(
{([(<{}[<>[]}>{[]{[(<()>
(((({<>}<{<{<>}{[]{[]{}
[[<[([]))<([[{}[[()]]]
[{[{({}]{}}([{[{{{}}([]
{<[[]]>}<{[{[{[]{()[[[]
[<(<(<(<{}))><([]([]()
<{([([[(<>()){}]>(<<{{
<{([{{}}[<[[[<>{}]]]>[]]
"""

let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}", "<": ">"]
let errorPoints: [Character: Int] = [")": 3, "]": 57, "}": 1197, ">": 25137]
let completePoints: [Character: Int] = [")": 1, "]": 2, "}": 3, ">": 4]

enum LineResult {
    case corrupted(Character)
    case incomplete([Character])
}

func check(_ line: Substring) -> LineResult {
    var stack: [Character] = []
    for c in line {
        if let close = pairs[c] {
            stack.append(close)
        } else if stack.popLast() != c {
            return .corrupted(c)
        }
    }
    return .incomplete(stack.reversed())
}

var errorScore = 0
var completionScores: [Int] = []
for line in input.split(separator: "\n") {
    switch check(line) {
    case .corrupted(let c):
        errorScore += errorPoints[c]!
    case .incomplete(let missing):
        let score = missing.reduce(0) { $0 * 5 + completePoints[$1]! }
        completionScores.append(score)
        print("\(String(missing)) - \(score)")
    }
}
print("Part 1: \(errorScore)")
completionScores.sort()
print("Part 2: \(completionScores[completionScores.count / 2])")

// expect: }}]])})] - 288957
// expect: )}>]}) - 5566
// expect: }}>}>)))) - 1480781
// expect: ]]}}]}]}> - 995444
// expect: ])}> - 294
// expect: Part 1: 26397
// expect: Part 2: 288957
