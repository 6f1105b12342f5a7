// Swift book, "Concurrency" (task groups): withThrowingTaskGroup, collecting child results, sorting for deterministic output, cancellation checks, error propagation
struct Page: Sendable {
    let number: Int
    let words: Int
}

enum CrawlError: Error { case broken(Int) }

func loadPage(_ n: Int) async throws -> Page {
    try Task.checkCancellation()
    await Task.yield()
    if n == 13 { throw CrawlError.broken(n) }
    return Page(number: n, words: (n * 37) % 50 + 10)
}

func wordCount(pages: [Int]) async throws -> [Page] {
    try await withThrowingTaskGroup(of: Page.self) { group in
        for n in pages {
            group.addTask { try await loadPage(n) }
        }
        var collected: [Page] = []
        for try await page in group {
            collected.append(page)
        }
        return collected.sorted { $0.number < $1.number }
    }
}

let pages = try await wordCount(pages: Array(1...6))
for page in pages {
    print("page \(page.number): \(page.words) words")
}
print("total words:", pages.reduce(0) { $0 + $1.words })

do {
    _ = try await wordCount(pages: [10, 11, 12, 13, 14])
    print("unexpected success")
} catch CrawlError.broken(let n) {
    print("crawl failed at page \(n)")
}

let squares = await withTaskGroup(of: (Int, Int).self, returning: [Int: Int].self) { group in
    for i in 1...8 {
        group.addTask { (i, i * i) }
    }
    var dict: [Int: Int] = [:]
    for await (k, v) in group { dict[k] = v }
    return dict
}
print(squares.keys.sorted().map { "\($0)^2=\(squares[$0]!)" }.joined(separator: " "))

let firstEven = await withTaskGroup(of: Int?.self) { group -> Int? in
    for candidate in [7, 9, 12, 15] {
        group.addTask { candidate.isMultiple(of: 2) ? candidate : nil }
    }
    var found: Int? = nil
    for await result in group {
        if let result { found = result; group.cancelAll(); break }
    }
    return found
}
print("first even:", firstEven ?? -1)

let cancelled = Task { () -> String in
    do {
        try await Task.sleep(nanoseconds: 5_000_000_000)
        return "finished"
    } catch is CancellationError {
        return "cancelled"
    } catch {
        return "other"
    }
}
cancelled.cancel()
print(await cancelled.value)

// expect: page 1: 47 words
// expect: page 2: 34 words
// expect: page 3: 21 words
// expect: page 4: 58 words
// expect: page 5: 45 words
// expect: page 6: 32 words
// expect: total words: 237
// expect: crawl failed at page 13
// expect: 1^2=1 2^2=4 3^2=9 4^2=16 5^2=25 6^2=36 7^2=49 8^2=64
// expect: first even: 12
// expect: cancelled
