// Meet async/await style (async protocol requirements): generic and existential use of an async throws protocol
protocol DataSource {
    var name: String { get }
    func items(page: Int) async throws -> [String]
}

struct FixedSource: DataSource {
    let name: String
    let pages: [[String]]

    func items(page: Int) async throws -> [String] {
        guard pages.indices.contains(page) else { throw PageError.outOfRange(page) }
        return pages[page]
    }
}

struct EmptySource: DataSource {
    var name: String { "empty" }
    func items(page: Int) async -> [String] { [] }
}

enum PageError: Error {
    case outOfRange(Int)
}

func loadAll<S: DataSource>(from source: S) async -> [String] {
    var all: [String] = []
    var page = 0
    while true {
        guard let items = try? await source.items(page: page), !items.isEmpty else { break }
        all += items
        page += 1
    }
    return all
}

let sources: [any DataSource] = [
    FixedSource(name: "fruits", pages: [["apple", "fig"], ["lime"]]),
    EmptySource(),
    FixedSource(name: "tools", pages: [["saw"]]),
]
for source in sources {
    let items = await loadAll(from: source)
    print("\(source.name): \(items.count) \(items)")
}
do {
    _ = try await sources[0].items(page: 5)
} catch PageError.outOfRange(let p) {
    print("page \(p) out of range")
}

// expect: fruits: 3 ["apple", "fig", "lime"]
// expect: empty: 0 []
// expect: tools: 1 ["saw"]
// expect: page 5 out of range
