// Advent of Code style: bit counting for gamma/epsilon rates and filtering for life support
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

let lines = input.split(separator: "\n").map { Array($0) }
let width = lines[0].count
let numbers = lines.map { Int(String($0), radix: 2)! }

var gamma = 0
for bit in (0..<width).reversed() {
    let ones = numbers.filter { ($0 >> bit) & 1 == 1 }.count
    if ones * 2 > numbers.count {
        gamma |= 1 << bit
    }
}
let epsilon = ~gamma & ((1 << width) - 1)
print("gamma=\(gamma) epsilon=\(epsilon)")
print("Part 1: \(gamma * epsilon)")

func rating(mostCommon: Bool) -> Int {
    var candidates = numbers
    var bit = width - 1
    while candidates.count > 1 && bit >= 0 {
        let ones = candidates.filter { ($0 >> bit) & 1 == 1 }.count
        let zeros = candidates.count - ones
        let keep = mostCommon ? (ones >= zeros ? 1 : 0) : (ones >= zeros ? 0 : 1)
        candidates = candidates.filter { ($0 >> bit) & 1 == keep }
        bit -= 1
    }
    return candidates[0]
}

let oxygen = rating(mostCommon: true)
let co2 = rating(mostCommon: false)
print("oxygen=\(String(oxygen, radix: 2)) co2=\(String(co2, radix: 2))")
print("Part 2: \(oxygen * co2)")

// expect: gamma=22 epsilon=9
// expect: Part 1: 198
// expect: oxygen=10111 co2=1010
// expect: Part 2: 230
