// precondition without a message traps with just "Precondition failed"
func half(_ n: Int) -> Int {
    precondition(n.isMultiple(of: 2))
    return n / 2
}
print(half(8))
print(half(7))
// expect: 4
// expect-error: Precondition failed
