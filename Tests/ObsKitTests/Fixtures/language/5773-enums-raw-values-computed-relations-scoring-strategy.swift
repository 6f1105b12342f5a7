// Advent of Code style (rock paper scissors): enums with raw values and computed relations scoring a strategy guide two ways
import Foundation

enum Shape: Int, CaseIterable {
    case rock = 1, paper, scissors

    var beats: Shape {
        switch self {
        case .rock: return .scissors
        case .paper: return .rock
        case .scissors: return .paper
        }
    }
    var losesTo: Shape { Shape.allCases.first { $0.beats == self }! }

    init?(letter: Character) {
        switch letter {
        case "A", "X": self = .rock
        case "B", "Y": self = .paper
        case "C", "Z": self = .scissors
        default: return nil
        }
    }
}

enum Outcome: Int {
    case loss = 0, draw = 3, win = 6
}

func play(_ mine: Shape, against theirs: Shape) -> Outcome {
    if mine == theirs { return .draw }
    return mine.beats == theirs ? .win : .loss
}

let guide = """
A Y
B X
C Z
A Z
C X
B Y
B Z
"""

var partOne = 0
var partTwo = 0
for line in guide.split(separator: "\n") {
    let letters = Array(line.replacingOccurrences(of: " ", with: ""))
    guard letters.count == 2, let theirs = Shape(letter: letters[0]), let mine = Shape(letter: letters[1]) else { continue }
    let outcome = play(mine, against: theirs)
    partOne += mine.rawValue + outcome.rawValue

    let wanted: Outcome = [Character("X"): .loss, "Y": .draw, "Z": .win][letters[1]]!
    let choice: Shape
    switch wanted {
    case .draw: choice = theirs
    case .win: choice = theirs.losesTo
    case .loss: choice = theirs.beats
    }
    partTwo += choice.rawValue + wanted.rawValue
    print(line, "->", outcome, mine.rawValue + outcome.rawValue, "|", choice, wanted)
}
print("part one:", partOne)
print("part two:", partTwo)

// expect: A Y -> win 8 | rock draw
// expect: B X -> loss 1 | rock loss
// expect: C Z -> draw 6 | rock win
// expect: A Z -> loss 3 | paper win
// expect: C X -> win 7 | paper loss
// expect: B Y -> draw 5 | paper draw
// expect: B Z -> win 9 | scissors win
// expect: part one: 39
// expect: part two: 36
