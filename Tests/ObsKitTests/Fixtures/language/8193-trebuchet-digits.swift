// Advent of Code style: calibration values from digits and spelled-out number words
let input = """
two1nine
eightwothree
abcone2threexyz
xtwone3four
4nineeightseven2
zoneight234
7pqrstsixteen
"""

let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]

func digits(in line: Substring, spelled: Bool) -> [Int] {
    let chars = Array(line)
    var result: [Int] = []
    for i in chars.indices {
        if let d = chars[i].wholeNumberValue {
            result.append(d)
        } else if spelled {
            let rest = String(chars[i...])
            for (n, word) in words.enumerated() where rest.hasPrefix(word) {
                result.append(n + 1)
            }
        }
    }
    return result
}

func calibrate(spelled: Bool) -> Int {
    input.split(separator: "\n").compactMap { line -> Int? in
        let ds = digits(in: line, spelled: spelled)
        guard let first = ds.first, let last = ds.last else { return nil }
        return first * 10 + last
    }.reduce(0, +)
}

print("Part 1: \(calibrate(spelled: false))")
print("Part 2: \(calibrate(spelled: true))")
for line in input.split(separator: "\n").prefix(3) {
    print("\(line) -> \(digits(in: line, spelled: true))")
}

// expect: Part 1: 209
// expect: Part 2: 281
// expect: two1nine -> [2, 1, 9]
// expect: eightwothree -> [8, 2, 3]
// expect: abcone2threexyz -> [1, 2, 3]
