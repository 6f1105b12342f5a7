// Hacking with Swift style (throwing task groups): withThrowingTaskGroup where one child throws, and Result children sorted after collection
enum ParseError: Error, CustomStringConvertible {
    case notANumber(String)
    var description: String {
        switch self { case .notANumber(let s): return "not a number: \(s)" }
    }
}

func parse(_ text: String) async throws -> Int {
    guard let n = Int(text) else { throw ParseError.notANumber(text) }
    return n
}

func sumAll(_ texts: [String]) async throws -> Int {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for text in texts { group.addTask { try await parse(text) } }
        var sum = 0
        for try await n in group { sum += n }
        return sum
    }
}

do {
    print("sum:", try await sumAll(["4", "8", "15", "16"]))
    print("sum:", try await sumAll(["23", "x42", "7"]))
} catch {
    print("group failed:", error)
}

let outcomes = await withTaskGroup(of: (String, Result<Int, Error>).self) { group in
    for text in ["10", "ten", "30", "3o"] {
        group.addTask {
            do { return (text, .success(try await parse(text))) }
            catch { return (text, .failure(error)) }
        }
    }
    var all: [(String, Result<Int, Error>)] = []
    for await outcome in group { all.append(outcome) }
    return all.sorted { $0.0 < $1.0 }
}
for (text, result) in outcomes {
    switch result {
    case .success(let n): print(text, "->", n)
    case .failure(let e): print(text, "-> error:", e)
    }
}

let doubled = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
    for (index, text) in ["3", "1", "2"].enumerated() {
        group.addTask { (index, try await parse(text) * 2) }
    }
    var byIndex = [Int: Int]()
    while let (index, value) = try await group.next() { byIndex[index] = value }
    return byIndex.keys.sorted().map { byIndex[$0]! }
}
print(doubled)

// expect: sum: 43
// expect: group failed: not a number: x42
// expect: 10 -> 10
// expect: 30 -> 30
// expect: 3o -> error: not a number: 3o
// expect: ten -> error: not a number: ten
// expect: [6, 2, 4]
