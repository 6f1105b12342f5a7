// Rosetta-style task: Ackermann function, plain recursion plus a memoized version
func ackermann(_ m: Int, _ n: Int) -> Int {
    switch (m, n) {
    case (0, _):
        return n + 1
    case (_, 0):
        return ackermann(m - 1, 1)
    default:
        return ackermann(m - 1, ackermann(m, n - 1))
    }
}

for m in 0...3 {
    let row = (0...4).map { String(ackermann(m, $0)) }
    print("A(\(m), 0...4) = \(row.joined(separator: ", "))")
}

struct Key: Hashable {
    let m: Int
    let n: Int
}

final class MemoAckermann {
    private var cache: [Key: Int] = [:]
    private(set) var calls = 0

    func value(_ m: Int, _ n: Int) -> Int {
        calls += 1
        if let hit = cache[Key(m: m, n: n)] { return hit }
        let result: Int
        if m == 0 {
            result = n + 1
        } else if n == 0 {
            result = value(m - 1, 1)
        } else {
            result = value(m - 1, value(m, n - 1))
        }
        cache[Key(m: m, n: n)] = result
        return result
    }
}

let memo = MemoAckermann()
print("A(3, 5) = \(memo.value(3, 5)) using \(memo.calls) memo calls")
print("A(4, 0) = \(memo.value(4, 0))")
print("A(2, 10) = \(ackermann(2, 10))")

// expect: A(0, 0...4) = 1, 2, 3, 4, 5
// expect: A(1, 0...4) = 2, 3, 4, 5, 6
// expect: A(2, 0...4) = 3, 5, 7, 9, 11
// expect: A(3, 0...4) = 5, 13, 29, 61, 125
// expect: A(3, 5) = 253 using 766 memo calls
// expect: A(4, 0) = 13
// expect: A(2, 10) = 23
