// Runaway recursion stops the script with an error instead of crashing the shell.
func down(_ n: Int) -> Int {
    return down(n + 1) + 1
}
print("start")
print(down(0))
// expect: start
// expect-error: Fatal error: stack overflow
