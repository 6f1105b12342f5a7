// Rosetta-style task: Happy numbers with digit sums of squares and cycle detection using a Set
func digitSquareSum(_ n: Int) -> Int {
    var n = n, sum = 0
    while n > 0 {
        let d = n % 10
        sum += d * d
        n /= 10
    }
    return sum
}

func isHappy(_ n: Int) -> Bool {
    var seen = Set<Int>()
    var current = n
    while current != 1 && seen.insert(current).inserted {
        current = digitSquareSum(current)
    }
    return current == 1
}

func trail(_ n: Int) -> [Int] {
    var seen: [Int] = []
    var current = n
    while current != 1 && !seen.contains(current) {
        seen.append(current)
        current = digitSquareSum(current)
    }
    return seen + [current]
}

let firstEight = (1...).lazy.filter(isHappy).prefix(8)
print("First 8 happy numbers: \(Array(firstEight))")
print("Trail of 7: \(trail(7).map(String.init).joined(separator: " -> "))")
print("Trail of 4: \(trail(4).map(String.init).joined(separator: " -> "))")

let upTo100 = (1...100).filter(isHappy)
print("Happy numbers up to 100: \(upTo100.count)")
let unhappyCycleMembers = Set((2...100).filter { !isHappy($0) }.flatMap { trail($0).suffix(1) }).sorted()
print("Unhappy numbers fall into: \(unhappyCycleMembers)")

// expect: First 8 happy numbers: [1, 7, 10, 13, 19, 23, 28, 31]
// expect: Trail of 7: 7 -> 49 -> 97 -> 130 -> 10 -> 1
// expect: Trail of 4: 4 -> 16 -> 37 -> 58 -> 89 -> 145 -> 42 -> 20 -> 4
// expect: Happy numbers up to 100: 20
// expect: Unhappy numbers fall into: [4, 16, 20, 37, 42, 58, 89, 145]
