// Hacking with Swift checkpoint 5 style: chained filter/sorted/map over lucky numbers, then print each line
let luckyNumbers = [7, 4, 38, 21, 16, 15, 12, 33, 31, 49]

let result = luckyNumbers
    .filter { !$0.isMultiple(of: 2) }
    .sorted()
    .map { "\($0) is a lucky number" }

for line in result { print(line) }

let total = luckyNumbers.reduce(0, +)
let evens = luckyNumbers.filter { $0 % 2 == 0 }.sorted(by: >)
print("total \(total), evens \(evens)")
print(luckyNumbers.sorted().reversed().prefix(3).map { $0 })
print(luckyNumbers.enumerated().filter { $0.offset % 3 == 0 }.map { $0.element })

// expect: 7 is a lucky number
// expect: 15 is a lucky number
// expect: 21 is a lucky number
// expect: 31 is a lucky number
// expect: 33 is a lucky number
// expect: 49 is a lucky number
// expect: total 226, evens [38, 16, 12, 4]
// expect: [49, 38, 33]
// expect: [7, 21, 12, 49]
