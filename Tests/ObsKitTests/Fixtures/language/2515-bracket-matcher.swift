// Puzzle style: Advent of Code syntax scoring — bracket matching with a stack, corrupt vs incomplete lines
let lines = """
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

let closerFor: [Character: Character] = ["(": ")", "[": "]", "{": "}", "<": ">"]
let corruptPoints: [Character: Int] = [")": 3, "]": 57, "}": 1197, ">": 25137]
let completePoints: [Character: Int] = [")": 1, "]": 2, "}": 3, ">": 4]

enum LineResult {
    case corrupt(expected: Character, found: Character, column: Int)
    case incomplete(missing: String)
    case complete
}

func check(_ line: Substring) -> LineResult {
    var stack: [Character] = []
    for (column, ch) in line.enumerated() {
        if let closer = closerFor[ch] {
            stack.append(closer)
        } else {
            guard let expected = stack.popLast() else {
                return .corrupt(expected: " ", found: ch, column: column)
            }
            if expected != ch {
                return .corrupt(expected: expected, found: ch, column: column)
            }
        }
    }
    if stack.isEmpty { return .complete }
    return .incomplete(missing: String(stack.reversed()))
}

var syntaxScore = 0
var completionScores: [Int] = []
for (number, line) in lines.split(separator: "\n").enumerated() {
    switch check(line) {
    case let .corrupt(expected, found, column):
        syntaxScore += corruptPoints[found] ?? 0
        print("line \(number): expected \(expected), found \(found) at \(column)")
    case .incomplete(let missing):
        let score = missing.reduce(0) { $0 * 5 + completePoints[$1]! }
        completionScores.append(score)
        print("line \(number): complete by adding \(missing) (\(score))")
    case .complete:
        print("line \(number): ok")
    }
}
completionScores.sort()
print("Syntax error score: \(syntaxScore)")
print("Middle completion score: \(completionScores[completionScores.count / 2])")
// expect: line 0: complete by adding }}]])})] (288957)
// expect: line 1: complete by adding )}>]}) (5566)
// expect: line 2: expected ], found } at 12
// expect: line 3: complete by adding }}>}>)))) (1480781)
// expect: line 4: expected ], found ) at 8
// expect: line 5: expected ), found ] at 7
// expect: line 6: complete by adding ]]}}]}]}> (995444)
// expect: line 7: expected >, found ) at 10
// expect: line 8: expected ], found > at 16
// expect: line 9: complete by adding ])}> (294)
// expect: Syntax error score: 26397
// expect: Middle completion score: 288957
