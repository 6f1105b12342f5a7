// Apple docs style (Task.yield): letting other work run during a long loop
actor Tally {
    private(set) var count = 0
    private(set) var contributions: [String: Int] = [:]

    func add(from name: String) {
        count += 1
        contributions[name, default: 0] += 1
    }
}

// A CPU-heavy function that politely yields every 50 iterations.
func primes(upTo limit: Int) async -> [Int] {
    var found: [Int] = []
    for n in 2...limit {
        if n % 50 == 0 { await Task.yield() }
        var isPrime = true
        var d = 2
        while d * d <= n {
            if n % d == 0 { isPrime = false; break }
            d += 1
        }
        if isPrime { found.append(n) }
    }
    return found
}

let primeTask = Task { await primes(upTo: 500) }
let found = await primeTask.value
print("primes below 500:", found.count)
print("last five:", found.suffix(5).map(String.init).joined(separator: " "))

// Two tasks interleave their updates at yield points; only the totals are printed.
let tally = Tally()
let workers = ["left", "right"].map { name in
    Task {
        for _ in 0..<250 {
            await tally.add(from: name)
            await Task.yield()
        }
    }
}
for worker in workers { await worker.value }
print("total:", await tally.count)
let contributions = await tally.contributions
for name in contributions.keys.sorted() {
    print(name, contributions[name]!)
}

// Yielding from top-level code is allowed and simply returns.
for i in 1...3 {
    await Task.yield()
    print("tick", i)
}

// A generator-like routine that yields between pieces of a report.
func buildReport(lines: [String]) async -> String {
    var out: [String] = []
    for (n, line) in lines.enumerated() {
        out.append("\(n + 1). \(line)")
        await Task.yield()
    }
    return out.joined(separator: " | ")
}
print(await buildReport(lines: ["fetch", "parse", "render"]))

// expect: primes below 500: 95
// expect: last five: 467 479 487 491 499
// expect: total: 500
// expect: left 250
// expect: right 250
// expect: tick 1
// expect: tick 2
// expect: tick 3
// expect: 1. fetch | 2. parse | 3. render
