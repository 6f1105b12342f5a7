// Compiler test style: protocol with async requirements satisfied by sync and async methods
protocol DataSource {
    var name: String { get }
    func load() async throws -> [Int]
    func count() async -> Int
}

struct StaticSource: DataSource {
    let name = "static"
    func load() -> [Int] { [3, 1, 2] }
    func count() -> Int { 3 }
}

struct ComputedSource: DataSource {
    let name = "computed"
    let n: Int
    func load() async throws -> [Int] {
        if n < 0 { throw SourceError.negative }
        return Array(0..<n).map { $0 * $0 }
    }
    func count() async -> Int { max(n, 0) }
}

enum SourceError: Error { case negative }

let sources: [any DataSource] = [StaticSource(), ComputedSource(n: 4), ComputedSource(n: -1)]
for source in sources {
    let c = await source.count()
    do {
        let data = try await source.load()
        print("\(source.name) [\(c)]: \(data.sorted())")
    } catch {
        print("\(source.name) [\(c)]: failed \(error)")
    }
}

let direct = StaticSource().load()
print("sync call:", direct)
// expect: static [3]: [1, 2, 3]
// expect: computed [4]: [0, 1, 4, 9]
// expect: computed [0]: failed negative
// expect: sync call: [3, 1, 2]
