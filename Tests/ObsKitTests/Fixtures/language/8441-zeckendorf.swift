// Rosetta-style task: Zeckendorf number representation with a greedy pass over Fibonacci numbers
func fibonacciUpTo(_ n: Int) -> [Int] {
    var fibs = [1, 2]
    while fibs[fibs.count - 1] + fibs[fibs.count - 2] <= n {
        fibs.append(fibs[fibs.count - 1] + fibs[fibs.count - 2])
    }
    return fibs
}

func zeckendorf(_ n: Int) -> String {
    guard n > 0 else { return "0" }
    var remaining = n
    var digits = ""
    for f in fibonacciUpTo(n).reversed() {
        if f <= remaining {
            digits += "1"
            remaining -= f
        } else if !digits.isEmpty {
            digits += "0"
        }
    }
    return digits
}

func fromZeckendorf(_ s: String) -> Int {
    let fibs = fibonacciUpTo(Int.max / 4)
    return zip(s.reversed(), fibs).reduce(0) { acc, pair in
        pair.0 == "1" ? acc + pair.1 : acc
    }
}

for row in stride(from: 0, through: 20, by: 5) {
    let cells = (row..<min(row + 5, 21)).map { n in
        let z = zeckendorf(n)
        return "\(n):" + String(repeating: " ", count: 7 - z.count) + z
    }
    print(cells.joined(separator: "  "))
}

let noAdjacent = (1...1000).allSatisfy { !zeckendorf($0).contains("11") }
let roundTrip = (0...1000).allSatisfy { fromZeckendorf(zeckendorf($0)) == $0 }
print("No two consecutive ones up to 1000: \(noAdjacent)")
print("Round trip up to 1000: \(roundTrip)")
print("zeckendorf(100) = \(zeckendorf(100)), back = \(fromZeckendorf("1000010100"))")

// expect: 0:      0  1:      1  2:     10  3:    100  4:    101
// expect: 5:   1000  6:   1001  7:   1010  8:  10000  9:  10001
// expect: 10:  10010  11:  10100  12:  10101  13: 100000  14: 100001
// expect: 15: 100010  16: 100100  17: 100101  18: 101000  19: 101001
// expect: 20: 101010
// expect: No two consecutive ones up to 1000: true
// expect: Round trip up to 1000: true
// expect: zeckendorf(100) = 1000010100, back = 100
