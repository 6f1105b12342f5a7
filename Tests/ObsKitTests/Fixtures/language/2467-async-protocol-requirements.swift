// Compiler test style (concurrency): protocols with async requirements, sync witnesses, default implementations
protocol DataSource {
    var name: String { get }
    func fetch(page: Int) async throws -> [String]
    func count() async -> Int
}

extension DataSource {
    func count() async -> Int { (try? await fetch(page: 0).count) ?? 0 }
    func fetchAll(pages: Int) async -> [String] {
        var all: [String] = []
        for p in 0..<pages {
            guard let items = try? await fetch(page: p) else { break }
            all += items
        }
        return all
    }
}

// A synchronous, non-throwing method satisfies an async throws requirement.
struct StaticSource: DataSource {
    let name = "static"
    func fetch(page: Int) -> [String] { ["s\(page)a", "s\(page)b"] }
}

struct PagedSource: DataSource {
    let name = "paged"
    let limit: Int
    enum Failure: Error { case noMorePages }
    func fetch(page: Int) async throws -> [String] {
        guard page < limit else { throw Failure.noMorePages }
        return (0...page).map { "p\(page).\($0)" }
    }
    func count() async -> Int { limit * 100 }
}

actor RemoteSource: DataSource {
    nonisolated let name = "remote"
    private var calls = 0
    func fetch(page: Int) async throws -> [String] {
        calls += 1
        return ["r\(page)#\(calls)"]
    }
}

let sources: [any DataSource] = [StaticSource(), PagedSource(limit: 2), RemoteSource()]
for s in sources {
    print(s.name, "count:", await s.count())
    print(s.name, "all:", await s.fetchAll(pages: 3))
}

let direct = StaticSource().fetch(page: 9)
print("direct sync call:", direct)

func firstPage<S: DataSource>(_ s: S) async -> String {
    ((try? await s.fetch(page: 0)) ?? []).first ?? "-"
}
print("generic:", await firstPage(StaticSource()), await firstPage(PagedSource(limit: 0)))

// expect: static count: 2
// expect: static all: ["s0a", "s0b", "s1a", "s1b", "s2a", "s2b"]
// expect: paged count: 200
// expect: paged all: ["p0.0", "p1.0", "p1.1"]
// expect: remote count: 1
// expect: remote all: ["r0#2", "r1#3", "r2#4"]
// expect: direct sync call: ["s9a", "s9b"]
// expect: generic: s0a -
