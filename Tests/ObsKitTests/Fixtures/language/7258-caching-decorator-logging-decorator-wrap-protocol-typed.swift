// App architecture style (repository decorator): a caching decorator and a logging decorator wrap a protocol-typed repository, checked with a counting mock
protocol ArticleRepository {
    func article(id: Int) throws -> String
    func save(id: Int, title: String) throws
}

enum RepoError: Error { case notFound(Int), readOnly }

final class CountingMock: ArticleRepository {
    var store: [Int: String] = [1: "Intro", 2: "Generics"]
    private(set) var reads = 0
    private(set) var writes = 0
    func article(id: Int) throws -> String {
        reads += 1
        guard let t = store[id] else { throw RepoError.notFound(id) }
        return t
    }
    func save(id: Int, title: String) throws {
        writes += 1
        if id < 0 { throw RepoError.readOnly }
        store[id] = title
    }
}

final class CachingRepository: ArticleRepository {
    private let base: ArticleRepository
    private var cache: [Int: String] = [:]
    init(_ base: ArticleRepository) { self.base = base }
    func article(id: Int) throws -> String {
        if let hit = cache[id] { return hit }
        let t = try base.article(id: id)
        cache[id] = t
        return t
    }
    func save(id: Int, title: String) throws {
        try base.save(id: id, title: title)
        cache[id] = title
    }
}

struct LoggingRepository: ArticleRepository {
    let base: ArticleRepository
    let log: (String) -> Void
    func article(id: Int) throws -> String {
        do {
            let t = try base.article(id: id)
            log("read \(id) ok")
            return t
        } catch {
            log("read \(id) failed: \(error)")
            throw error
        }
    }
    func save(id: Int, title: String) throws {
        defer { log("save \(id) attempted") }
        try base.save(id: id, title: title)
    }
}

let mock = CountingMock()
var lines: [String] = []
let repo: ArticleRepository = LoggingRepository(base: CachingRepository(mock)) { lines.append($0) }

for id in [1, 1, 2, 3, 1] {
    let t = (try? repo.article(id: id)) ?? "<missing>"
    print("article \(id): \(t) | reads=\(mock.reads)")
}
try repo.save(id: 3, title: "Closures")
print("after save:", (try? repo.article(id: 3)) ?? "?", "reads=\(mock.reads) writes=\(mock.writes)")
do { try repo.save(id: -1, title: "x") } catch RepoError.readOnly { print("read-only rejected") }
print(lines.joined(separator: "\n"))

// expect: article 1: Intro | reads=1
// expect: article 1: Intro | reads=1
// expect: article 2: Generics | reads=2
// expect: article 3: <missing> | reads=3
// expect: article 1: Intro | reads=3
// expect: after save: Closures reads=3 writes=1
// expect: read-only rejected
// expect: read 1 ok
// expect: read 1 ok
// expect: read 2 ok
// expect: read 3 failed: notFound(3)
// expect: read 1 ok
// expect: save 3 attempted
// expect: read 3 ok
// expect: save -1 attempted
