// Rosetta Code style (Ackermann function): recursive Ackermann with memoization in a dictionary keyed by a struct
func ackermann(_ m: Int, _ n: Int) -> Int {
    if m == 0 { return n + 1 }
    if n == 0 { return ackermann(m - 1, 1) }
    return ackermann(m - 1, ackermann(m, n - 1))
}
for m in 0...3 {
    let values = (0...4).map { ackermann(m, $0) }
    print("A(\(m), 0...4) = \(values)")
}
struct Key: Hashable { let m: Int; let n: Int }
var memo: [Key: Int] = [:]
var calls = 0
func ack(_ m: Int, _ n: Int) -> Int {
    calls += 1
    if let v = memo[Key(m: m, n: n)] { return v }
    let v: Int
    switch (m, n) {
    case (0, _): v = n + 1
    case (_, 0): v = ack(m - 1, 1)
    default: v = ack(m - 1, ack(m, n - 1))
    }
    memo[Key(m: m, n: n)] = v
    return v
}
print("A(3, 5) =", ack(3, 5))
print("memo size:", memo.count, "calls:", calls)
print("A(2, 100) =", ack(2, 100))
print("A(4, 0) =", ackermann(4, 0))
// expect: A(0, 0...4) = [1, 2, 3, 4, 5]
// expect: A(1, 0...4) = [2, 3, 4, 5, 6]
// expect: A(2, 0...4) = [3, 5, 7, 9, 11]
// expect: A(3, 0...4) = [5, 13, 29, 61, 125]
// expect: A(3, 5) = 253
// expect: memo size: 636 calls: 766
// expect: A(2, 100) = 203
// expect: A(4, 0) = 13
