// Hacking with Swift style (checkpoint 5): sorted, filter, map and reduce on arrays

let luckyNumbers = [7, 4, 38, 21, 16, 15, 12, 33, 31, 49]

// The checkpoint: filter out evens, sort ascending, map to strings, print one per line.
luckyNumbers
    .filter { !$0.isMultiple(of: 2) }
    .sorted()
    .map { "\($0) is a lucky number" }
    .forEach { print($0) }

// Breaking it down step by step
let odds = luckyNumbers.filter { $0 % 2 == 1 }
print("odds: \(odds)")
let descending = luckyNumbers.sorted(by: >)
print("descending: \(descending)")
let doubled = luckyNumbers.map { $0 * 2 }
print("doubled: \(doubled)")
let sum = luckyNumbers.reduce(0, +)
print("sum: \(sum)")
let product = [1, 2, 3, 4, 5].reduce(1) { $0 * $1 }
print("product: \(product)")

// Working with strings
let team = ["Gloria", "Suzanne", "Piper", "Tiffany", "Tasha"]
let onlyT = team.filter { $0.hasPrefix("T") }
print(onlyT)
let uppercaseTeam = team.map { $0.uppercased() }
print(uppercaseTeam)
let byLength = team.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
print(byLength)
let initials = team.reduce("") { $0 + String($1.first!) }
print("initials: \(initials)")
let longest = team.max { $0.count < $1.count }!
print("longest name: \(longest)")

// compactMap and flatMap
let inputs = ["1", "two", "3", "4.5", "5"]
let numbers = inputs.compactMap { Int($0) }
print("parsed: \(numbers)")
let nested = [[1, 2], [3], [4, 5, 6]]
print("flattened: \(nested.flatMap { $0 })")

// Combining them
let scores = ["Ann": 87, "Ben": 62, "Cat": 95, "Dev": 71]
let passed = scores.filter { $0.value >= 70 }.map(\.key).sorted()
print("passed: \(passed)")
let average = Double(scores.values.reduce(0, +)) / Double(scores.count)
print("average: \(average)")
print("all positive: \(luckyNumbers.allSatisfy { $0 > 0 }), contains 49: \(luckyNumbers.contains(49))")
print("first over 30: \(luckyNumbers.first { $0 > 30 } ?? -1)")
// expect: 7 is a lucky number
// expect: 15 is a lucky number
// expect: 21 is a lucky number
// expect: 31 is a lucky number
// expect: 33 is a lucky number
// expect: 49 is a lucky number
// expect: odds: [7, 21, 15, 33, 31, 49]
// expect: descending: [49, 38, 33, 31, 21, 16, 15, 12, 7, 4]
// expect: doubled: [14, 8, 76, 42, 32, 30, 24, 66, 62, 98]
// expect: sum: 226
// expect: product: 120
// expect: ["Tiffany", "Tasha"]
// expect: ["GLORIA", "SUZANNE", "PIPER", "TIFFANY", "TASHA"]
// expect: ["Piper", "Tasha", "Gloria", "Suzanne", "Tiffany"]
// expect: initials: GSPTT
// expect: longest name: Suzanne
// expect: parsed: [1, 3, 5]
// expect: flattened: [1, 2, 3, 4, 5, 6]
// expect: passed: ["Ann", "Cat", "Dev"]
// expect: average: 78.75
// expect: all positive: true, contains 49: true
// expect: first over 30: 38
