// Advent of Code style (split options): parsing puzzle input with maxSplits, omittingEmptySubsequences and whereSeparator
let input = """
move 3 from 1 to 2
move 10 from 2 to 7

header: name: value: extra
a,,b,,,c
"""

let lines = input.split(separator: "\n", omittingEmptySubsequences: false)
print("lines:", lines.count)
let nonEmpty = input.split(separator: "\n")
print("non-empty:", nonEmpty.count)

for line in lines.prefix(2) {
    let nums = line.split(separator: " ").compactMap { Int($0) }
    print(nums)
}

let header = lines[3]
let keyValue = header.split(separator: ":", maxSplits: 1)
print(keyValue.count, "[\(keyValue[0])]", "[\(keyValue[1])]")
let allParts = header.split(separator: ":")
print(allParts.map { $0.trimmingPrefixSpaces() })

let csv = lines[4]
print(csv.split(separator: ",").map(String.init))
print(csv.split(separator: ",", omittingEmptySubsequences: false).map { "<\($0)>" }.joined())
print(csv.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).map { "<\($0)>" }.joined())

let messy = "one  two\tthree\n\nfour;five"
let tokens = messy.split(whereSeparator: { $0.isWhitespace || $0 == ";" })
print(tokens, tokens.count)
let numbersText = "12abc34d5"
let runs = numbersText.split(whereSeparator: { !$0.isNumber })
print(runs.compactMap { Int($0) }.reduce(0, +))
print("".split(separator: ",").count, "".split(separator: ",", omittingEmptySubsequences: false).count)

extension Substring {
    func trimmingPrefixSpaces() -> String {
        String(self.drop(while: { $0 == " " }))
    }
}

// expect: lines: 5
// expect: non-empty: 4
// expect: [3, 1, 2]
// expect: [10, 2, 7]
// expect: 2 [header] [ name: value: extra]
// expect: ["header", "name", "value", "extra"]
// expect: ["a", "b", "c"]
// expect: <a><><b><><><c>
// expect: <a><><b,,,c>
// expect: ["one", "two", "three", "four", "five"] 5
// expect: 51
// expect: 0 1
