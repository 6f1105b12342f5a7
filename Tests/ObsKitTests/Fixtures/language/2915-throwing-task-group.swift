// Compiler test style: withThrowingTaskGroup propagating the first error thrown by a child
enum ParseError: Error {
    case invalid(String)
}

func parse(_ s: String) async throws -> Int {
    guard let v = Int(s) else { throw ParseError.invalid(s) }
    return v
}

func parseAll(_ items: [String]) async throws -> [Int] {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for item in items {
            group.addTask { try await parse(item) }
        }
        var values: [Int] = []
        for try await v in group {
            values.append(v)
        }
        return values.sorted()
    }
}

do {
    let good = try await parseAll(["42", "7", "19"])
    print("parsed:", good)
    let bad = try await parseAll(["1", "x2", "3"])
    print("unexpected:", bad)
} catch ParseError.invalid(let s) {
    print("invalid input: \(s)")
} catch {
    print("other error")
}
// expect: parsed: [7, 19, 42]
// expect: invalid input: x2
