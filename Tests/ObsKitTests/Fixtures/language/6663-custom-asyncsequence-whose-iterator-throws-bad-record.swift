// Swift book style (throwing async iterator): a custom AsyncSequence whose iterator throws on a bad record
struct RecordError: Error, CustomStringConvertible {
    let index: Int
    var description: String { "bad record at \(index)" }
}

struct Records: AsyncSequence {
    typealias Element = (name: String, score: Int)
    let raw: [String]

    struct AsyncIterator: AsyncIteratorProtocol {
        let raw: [String]
        var index = 0

        mutating func next() async throws -> Element? {
            guard index < raw.count else { return nil }
            defer { index += 1 }
            let parts = raw[index].split(separator: ":")
            guard parts.count == 2, let score = Int(parts[1]) else {
                throw RecordError(index: index)
            }
            return (String(parts[0]), score)
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(raw: raw)
    }
}

func best(of raw: [String]) async -> String {
    var top: (name: String, score: Int)? = nil
    do {
        for try await record in Records(raw: raw) {
            if top == nil || record.score > top!.score {
                top = record
            }
        }
        return top.map { "best: \($0.name) with \($0.score)" } ?? "no records"
    } catch {
        return "error: \(error) (best so far \(top?.name ?? "none"))"
    }
}

print(await best(of: ["ann:7", "bob:9", "cy:4"]))
print(await best(of: ["dee:3", "broken", "eve:8"]))
print(await best(of: []))
let names = try await Records(raw: ["x:1", "y:2"]).map(\.name).reduce("") { $0 + $1 }
print("names:", names)

// expect: best: bob with 9
// expect: error: bad record at 1 (best so far dee)
// expect: no records
// expect: names: xy
