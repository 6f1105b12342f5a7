// Kata style (bowling score & Luhn check): index walking with frame rules and digit doubling from the right
enum BowlingError: Error { case tooManyPins(frame: Int), incomplete }

func score(_ rolls: [Int]) throws -> Int {
    var total = 0, i = 0
    for frame in 1...10 {
        guard i < rolls.count else { throw BowlingError.incomplete }
        if rolls[i] == 10 {
            guard i + 2 < rolls.count else { throw BowlingError.incomplete }
            total += 10 + rolls[i + 1] + rolls[i + 2]
            i += 1
        } else {
            guard i + 1 < rolls.count else { throw BowlingError.incomplete }
            let pins = rolls[i] + rolls[i + 1]
            if pins > 10 { throw BowlingError.tooManyPins(frame: frame) }
            if pins == 10 {
                guard i + 2 < rolls.count else { throw BowlingError.incomplete }
                total += 10 + rolls[i + 2]
            } else {
                total += pins
            }
            i += 2
        }
    }
    return total
}

let games: [(String, [Int])] = [
    ("gutter", Array(repeating: 0, count: 20)),
    ("all ones", Array(repeating: 1, count: 20)),
    ("one spare", [5, 5, 3] + Array(repeating: 0, count: 17)),
    ("perfect", Array(repeating: 10, count: 12)),
    ("all spares", Array(repeating: 5, count: 21)),
    ("mixed", [10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1]),
    ("cheat", [7, 6] + Array(repeating: 0, count: 18)),
    ("short", [10, 10]),
]
for (name, rolls) in games {
    do {
        print("\(name): \(try score(rolls))")
    } catch BowlingError.tooManyPins(let frame) {
        print("\(name): too many pins in frame \(frame)")
    } catch {
        print("\(name): \(error)")
    }
}

func luhnValid(_ number: String) -> Bool {
    let cleaned = number.filter { $0 != " " }
    guard cleaned.count > 1, cleaned.allSatisfy(\.isWholeNumber) else { return false }
    let sum = cleaned.reversed().compactMap(\.wholeNumberValue).enumerated().reduce(0) { acc, pair in
        guard pair.offset % 2 == 1 else { return acc + pair.element }
        let doubled = pair.element * 2
        return acc + (doubled > 9 ? doubled - 9 : doubled)
    }
    return sum % 10 == 0
}
for card in ["4539 3195 0343 6467", "8273 1232 7352 0569", "059", "0", "055 444 285", "12a4"] {
    print("\"\(card)\" -> \(luhnValid(card) ? "valid" : "invalid")")
}

// expect: gutter: 0
// expect: all ones: 20
// expect: one spare: 16
// expect: perfect: 300
// expect: all spares: 150
// expect: mixed: 167
// expect: cheat: too many pins in frame 1
// expect: short: incomplete
// expect: "4539 3195 0343 6467" -> valid
// expect: "8273 1232 7352 0569" -> invalid
// expect: "059" -> valid
// expect: "0" -> invalid
// expect: "055 444 285" -> valid
// expect: "12a4" -> invalid
