// Rosetta-style task: Pascal's triangle with zip of shifted rows, centred printing and binomials
func pascalRows(_ n: Int) -> [[Int]] {
    var rows: [[Int]] = []
    var row = [1]
    for _ in 0..<n {
        rows.append(row)
        row = zip([0] + row, row + [0]).map(+)
    }
    return rows
}

let rows = pascalRows(8)
let width = rows.last!.map(String.init).joined(separator: " ").count
for row in rows {
    let line = row.map(String.init).joined(separator: " ")
    let pad = (width - line.count) / 2
    print(String(repeating: " ", count: pad) + line)
}

func binomial(_ n: Int, _ k: Int) -> Int {
    guard k >= 0 && k <= n else { return 0 }
    let k = min(k, n - k)
    return (0..<k).reduce(1) { acc, i in acc * (n - i) / (i + 1) }
}

print("C(20, 10) = \(binomial(20, 10))")
print("Row sums: \(rows.map { $0.reduce(0, +) })")
let oddMarks = pascalRows(16).map { row in String(row.map { $0 % 2 == 1 ? "*" : " " }) }
print(oddMarks[12].replacingOccurrences(" ", "."))

extension String {
    func replacingOccurrences(_ target: Character, _ with: Character) -> String {
        String(map { $0 == target ? with : $0 })
    }
}

// expect:          1
// expect:         1 1
// expect:        1 2 1
// expect:       1 3 3 1
// expect:      1 4 6 4 1
// expect:    1 5 10 10 5 1
// expect:  1 6 15 20 15 6 1
// expect: 1 7 21 35 35 21 7 1
// expect: C(20, 10) = 184756
// expect: Row sums: [1, 2, 4, 8, 16, 32, 64, 128]
// expect: *...*...*...*
