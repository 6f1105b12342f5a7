// Deep recursion: the same 200,000 calls made 2,000 deep, so the cost of a call at depth shows.
func depth(_ n: Int) -> Int {
    n == 0 ? 0 : 1 + depth(n - 1)
}
var total = 0
for _ in 0..<100 {
    total += depth(2_000)
}
print(total)
