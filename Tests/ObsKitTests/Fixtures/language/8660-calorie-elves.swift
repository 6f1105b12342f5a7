// Kata style (calorie counting): blank-line separated groups parsed from a multi-line literal
import Foundation

let input = """
1200
3400
500

7000

900
1100
2500
300

4100
4100

60
"""

let groups = input.components(separatedBy: "\n\n")
var totals: [Int] = []
for (index, block) in groups.enumerated() {
    let numbers = block.split(separator: "\n").compactMap { Int($0) }
    let sum = numbers.reduce(0, +)
    totals.append(sum)
    print("Elf \(index + 1): \(numbers.count) snacks, \(sum) calories")
}

if let best = totals.max(), let who = totals.firstIndex(of: best) {
    print("Most calories: elf \(who + 1) with \(best)")
}
let topThree = totals.sorted(by: >).prefix(3)
print("Top three: \(Array(topThree)) -> \(topThree.reduce(0, +))")

let lightest = totals.enumerated().min { $0.element < $1.element }!
print("Lightest pack: elf \(lightest.offset + 1) (\(lightest.element))")

let average = Double(totals.reduce(0, +)) / Double(totals.count)
print("Average: \(average)")
let aboveAverage = totals.indices.filter { Double(totals[$0]) > average }.map { $0 + 1 }
print("Above average: \(aboveAverage)")

// expect: Elf 1: 3 snacks, 5100 calories
// expect: Elf 2: 1 snacks, 7000 calories
// expect: Elf 3: 4 snacks, 4800 calories
// expect: Elf 4: 2 snacks, 8200 calories
// expect: Elf 5: 1 snacks, 60 calories
// expect: Most calories: elf 4 with 8200
// expect: Top three: [8200, 7000, 5100] -> 20300
// expect: Lightest pack: elf 5 (60)
// expect: Average: 5032.0
// expect: Above average: [1, 2, 4]
