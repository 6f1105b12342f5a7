// Rosetta Code style (Pascal's triangle): rows via zip, centered printing, and binomial checks
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
for r in rows {
    let text = r.map { String($0) }.joined(separator: " ")
    let pad = (width - text.count) / 2
    print(String(repeating: " ", count: pad) + text)
}
func binomial(_ n: Int, _ k: Int) -> Int {
    guard k >= 0 && k <= n else { return 0 }
    var result = 1
    for i in 0..<min(k, n - k) { result = result * (n - i) / (i + 1) }
    return result
}
let ok = rows.enumerated().allSatisfy { n, row in row.indices.allSatisfy { row[$0] == binomial(n, $0) } }
print("binomials match:", ok)
print("row sums:", rows.map { $0.reduce(0, +) })
print("C(20,10) =", binomial(20, 10))
for r in pascalRows(16).suffix(1) {
    print(r.map { $0 % 2 == 1 ? "*" : " " }.joined())
}
// expect:          1
// expect:         1 1
// expect:        1 2 1
// expect:       1 3 3 1
// expect:      1 4 6 4 1
// expect:    1 5 10 10 5 1
// expect:  1 6 15 20 15 6 1
// expect: 1 7 21 35 35 21 7 1
// expect: binomials match: true
// expect: row sums: [1, 2, 4, 8, 16, 32, 64, 128]
// expect: C(20,10) = 184756
// expect: ****************
