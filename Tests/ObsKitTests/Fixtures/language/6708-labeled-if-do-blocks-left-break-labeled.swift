// Swift book style (labeled statements): labeled if and do blocks left with break, and a labeled repeat-while
func firstDuplicate(_ values: [Int]) -> Int? {
    var found: Int? = nil
    scan: do {
        for i in values.indices {
            for j in values.indices where j > i {
                if values[i] == values[j] {
                    found = values[i]
                    break scan
                }
            }
        }
        print("no duplicate in \(values)")
    }
    return found
}
print(firstDuplicate([4, 7, 1, 7, 4]) as Any)
print(firstDuplicate([1, 2, 3]) as Any)

func classify(_ word: String) -> String {
    var verdict = "plain"
    check: if !word.isEmpty {
        if word.count < 3 { verdict = "short"; break check }
        if word == String(word.reversed()) { verdict = "palindrome"; break check }
        verdict = "long"
    }
    return verdict
}
print(["", "ox", "level", "swift"].map(classify))

var n = 27
var steps = 0
collatz: repeat {
    steps += 1
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    if steps >= 200 { break collatz }
} while n != 1
print("steps:", steps, "n:", n)

var matrix: [[Int]] = []
rows: for r in 0..<4 {
    var row: [Int] = []
    cols: for c in 0..<4 {
        if c > r { break cols }
        if (r + c) % 3 == 0 && r > 0 { continue rows }
        row.append(r * 10 + c)
    }
    matrix.append(row)
}
print(matrix)

// expect: Optional(4)
// expect: no duplicate in [1, 2, 3]
// expect: nil
// expect: ["plain", "short", "palindrome", "long"]
// expect: steps: 111 n: 1
// expect: [[0], [10, 11]]
