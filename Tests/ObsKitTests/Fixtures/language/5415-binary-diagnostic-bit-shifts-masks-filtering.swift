// Advent of Code style (2021 day 3): binary diagnostic with bit shifts, masks and filtering by most-common bit
let input = """
00100
11110
10110
10111
10101
01111
00111
11100
10000
11001
00010
01010
"""

let lines = input.split(separator: "\n").map(String.init)
let width = lines[0].count
let numbers = lines.compactMap { Int($0, radix: 2) }

func countOnes(_ values: [Int], bit: Int) -> Int {
    values.filter { $0 & (1 << bit) != 0 }.count
}

var gamma = 0
for bit in 0..<width where countOnes(numbers, bit: bit) * 2 > numbers.count {
    gamma |= 1 << bit
}
let mask = (1 << width) - 1
let epsilon = ~gamma & mask
print("gamma:", gamma, String(gamma, radix: 2), "epsilon:", epsilon)
print("part 1:", gamma * epsilon)

func rating(_ values: [Int], keepMostCommon: Bool) -> Int {
    var remaining = values
    var bit = width - 1
    while remaining.count > 1 && bit >= 0 {
        let ones = countOnes(remaining, bit: bit)
        let wantOne = keepMostCommon ? ones * 2 >= remaining.count : ones * 2 < remaining.count
        remaining = remaining.filter { (($0 >> bit) & 1 == 1) == wantOne }
        bit -= 1
    }
    return remaining[0]
}

let oxygen = rating(numbers, keepMostCommon: true)
let co2 = rating(numbers, keepMostCommon: false)
print("oxygen:", oxygen, "co2:", co2)
print("part 2:", oxygen * co2)
print("popcounts:", numbers.map { $0.nonzeroBitCount })

// expect: gamma: 22 10110 epsilon: 9
// expect: part 1: 198
// expect: oxygen: 23 co2: 10
// expect: part 2: 230
// expect: popcounts: [1, 4, 3, 4, 3, 4, 3, 3, 1, 3, 1, 2]
