// WWDC style (protocols with async requirements): a protocol with async methods adopted by struct and actor
protocol DataSource {
    var name: String { get }
    func items() async throws -> [Int]
}

struct StaticSource: DataSource {
    let name = "static"
    func items() async throws -> [Int] { [3, 1, 2] }
}

actor LiveSource: DataSource {
    nonisolated let name = "live"
    private var tick = 0
    func items() async throws -> [Int] {
        tick += 1
        return Array(repeating: tick, count: 2)
    }
}

struct BrokenSource: DataSource {
    struct Down: Error {}
    var name: String { "broken" }
    func items() async throws -> [Int] { throw Down() }
}

let sources: [any DataSource] = [StaticSource(), LiveSource(), BrokenSource()]
for source in sources {
    do {
        let values = try await source.items()
        print("\(source.name): \(values.sorted()) sum=\(values.reduce(0, +))")
    } catch {
        print("\(source.name): failed with \(type(of: error))")
    }
}

let live = LiveSource()
_ = try await live.items()
print("second call:", try await live.items())
// expect: static: [1, 2, 3] sum=6
// expect: live: [1, 1] sum=2
// expect: broken: failed with Down
// expect: second call: [2, 2]
