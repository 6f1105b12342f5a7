// WWDC style (throwing task groups): withThrowingTaskGroup validates inputs in child tasks; the first failure is caught
enum ParseError: Error, CustomStringConvertible {
    case notANumber(String)
    var description: String {
        switch self {
        case .notANumber(let text): return "not a number: \(text)"
        }
    }
}

func parse(_ text: String) async throws -> Int {
    guard let value = Int(text) else { throw ParseError.notANumber(text) }
    return value
}

func parseAll(_ inputs: [String]) async throws -> [Int] {
    try await withThrowingTaskGroup(of: Int.self) { group in
        for text in inputs {
            group.addTask { try await parse(text) }
        }
        var values: [Int] = []
        for try await value in group {
            values.append(value)
        }
        return values.sorted()
    }
}

do {
    let values = try await parseAll(["42", "7", "19", "3"])
    print("parsed:", values)
} catch {
    print("unexpected:", error)
}

do {
    let values = try await parseAll(["5", "five"])
    print("parsed:", values)
} catch {
    print("caught:", error)
}

let lengths = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
    for (index, word) in ["sun", "moonlight", "sky"].enumerated() {
        group.addTask { (index, word.count) }
    }
    var pairs: [(Int, Int)] = []
    while let pair = try await group.next() {
        pairs.append(pair)
    }
    return pairs.sorted { $0.0 < $1.0 }.map { $0.1 }
}
print("lengths in order:", lengths)

// expect: parsed: [3, 7, 19, 42]
// expect: caught: not a number: five
// expect: lengths in order: [3, 9, 3]
