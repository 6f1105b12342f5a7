// Hacking with Swift style (MainActor.run): background tasks hopping to the main actor to publish results, returning values from run
@MainActor final class StatusBoard {
    var lines: [String] = []
    func post(_ line: String) { lines.append(line) }
}

let board = StatusBoard()

func crunch(_ label: String, upTo n: Int) async -> Int {
    let sum = (1...n).reduce(0, +)
    await MainActor.run {
        board.post("\(label) summed to \(sum)")
    }
    return sum
}

let first = await Task.detached { await crunch("small", upTo: 10) }.value
let second = await Task.detached { await crunch("large", upTo: 1000) }.value
print(first, second)

let count = await MainActor.run { () -> Int in
    board.post("counting")
    return board.lines.count
}
print("lines when counted:", count)

func readLast() async -> String? {
    await MainActor.run { board.lines.last }
}
print(await readLast() ?? "none")

enum PublishError: Error { case empty }
func publish(_ text: String) async throws -> Int {
    try await MainActor.run {
        guard !text.isEmpty else { throw PublishError.empty }
        board.post(text)
        return board.lines.count
    }
}
print(try await publish("final"))
do {
    _ = try await publish("")
} catch {
    print("publish failed:", error)
}

let results = await withTaskGroup(of: Int.self) { group in
    for n in [3, 1, 2] {
        group.addTask { await crunch("n\(n)", upTo: n) }
    }
    return await group.reduce(into: [Int]()) { $0.append($1) }
}
print(results.sorted())
for line in board.lines.sorted() { print(line) }

// expect: 55 500500
// expect: lines when counted: 3
// expect: counting
// expect: 4
// expect: publish failed: empty
// expect: [1, 3, 6]
// expect: counting
// expect: final
// expect: large summed to 500500
// expect: n1 summed to 1
// expect: n2 summed to 3
// expect: n3 summed to 6
// expect: small summed to 55
