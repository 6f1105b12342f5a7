// fatalError stops the program with its message
func mustBePositive(_ n: Int) -> Int {
    if n <= 0 {
        fatalError("boom")
    }
    return n
}
let v = mustBePositive(-1)
print(v)
// expect-error: Fatal error: boom
