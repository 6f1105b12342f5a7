// Concurrency: order follows the virtual clock. Awaiting async functions one after another runs
// them sequentially, even when the second sleeps for less time.
func fetchScore(for name: String, delay: Int) async -> Int {
    try? await Task.sleep(for: .seconds(delay))
    print("fetched \(name)")
    return name.count * 10
}
let a = await fetchScore(for: "ann", delay: 2)
let b = await fetchScore(for: "bo", delay: 1)
print("total", a + b)

// expect: fetched ann
// expect: fetched bo
// expect: total 50
