// Swift Evolution style: SE-0304 withTaskGroup and withThrowingTaskGroup collecting results deterministically
func isPrime(_ n: Int) -> Bool {
    guard n >= 2 else { return false }
    var d = 2
    while d * d <= n {
        if n % d == 0 { return false }
        d += 1
    }
    return true
}

func countPrimes(in range: Range<Int>) async -> Int {
    range.filter(isPrime).count
}

enum DownloadError: Error {
    case badURL(String)
}

func download(_ url: String) async throws -> Int {
    guard url.hasPrefix("https://") else { throw DownloadError.badURL(url) }
    return url.count
}

let chunks = [0..<100, 100..<200, 200..<300, 300..<400]
let counts = await withTaskGroup(of: (Int, Int).self) { group in
    for (index, chunk) in chunks.enumerated() {
        group.addTask { (index, await countPrimes(in: chunk)) }
    }
    var results = [Int](repeating: 0, count: chunks.count)
    for await (index, count) in group {
        results[index] = count
    }
    return results
}
print("per chunk: \(counts)")
print("total primes below 400: \(counts.reduce(0, +))")

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for n in 1...10 {
        group.addTask { n * n }
    }
    return await group.reduce(0, +)
}
print("sum of squares: \(total)")

let urls = ["https://a.example", "https://bb.example", "ftp://old.example"]
do {
    let sizes = try await withThrowingTaskGroup(of: (String, Int).self) { group in
        for url in urls {
            group.addTask { (url, try await download(url)) }
        }
        var sizes: [String: Int] = [:]
        for try await (url, size) in group {
            sizes[url] = size
        }
        return sizes
    }
    print(sizes)
} catch {
    print("group failed: \(error)")
}

// expect: per chunk: [25, 21, 16, 16]
// expect: total primes below 400: 78
// expect: sum of squares: 385
// expect: group failed: badURL("ftp://old.example")
