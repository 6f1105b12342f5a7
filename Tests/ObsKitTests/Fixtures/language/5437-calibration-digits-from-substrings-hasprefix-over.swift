// Advent of Code style (2023 day 1): calibration digits from Substrings with hasPrefix over spelled-out words, first/last digit
let input = """
two1nine
eightwothree
abcone2threexyz
4nineeightseven2
zoneight234
treb7uchet
"""

let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

func digits(in line: Substring, spelled: Bool) -> [Int] {
    line.indices.compactMap { i in
        let rest = line[i...]
        if let d = rest.first!.wholeNumberValue { return d }
        guard spelled else { return nil }
        return words.firstIndex { rest.hasPrefix($0) }.map { $0 + 1 }
    }
}

func calibrate(spelled: Bool) -> Int {
    input.split(separator: "\n").reduce(0) { sum, line in
        let d = digits(in: line, spelled: spelled)
        guard let first = d.first, let last = d.last else { return sum }
        return sum + first * 10 + last
    }
}

print("part 1:", calibrate(spelled: false))
print("part 2:", calibrate(spelled: true))

// expect: part 1: 176
// expect: part 2: 258
