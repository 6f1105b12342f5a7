// Swift book style: async protocol requirements implemented by struct and actor
protocol DataSource {
    var name: String { get }
    func fetch(limit: Int) async -> [Int]
    func total() async throws -> Int
}

enum SourceError: Error { case unavailable(String) }

struct ArraySource: DataSource {
    let name = "array"
    let values: [Int]
    func fetch(limit: Int) async -> [Int] { Array(values.prefix(limit)) }
    func total() async throws -> Int { values.reduce(0, +) }
}

actor CountingSource: DataSource {
    nonisolated let name = "counting"
    var calls = 0
    func fetch(limit: Int) async -> [Int] {
        calls += 1
        return Array(1...limit)
    }
    func total() async throws -> Int {
        throw SourceError.unavailable(name)
    }
}

let sources: [any DataSource] = [ArraySource(values: [5, 6, 7, 8]), CountingSource()]
for s in sources {
    let items = await s.fetch(limit: 3)
    print("\(s.name): \(items)")
    do {
        print("  total \(try await s.total())")
    } catch {
        print("  error \(error)")
    }
}

func describe<S: DataSource>(_ s: S) async -> String {
    "\(s.name) has \(await s.fetch(limit: 2).count) items"
}
print(await describe(ArraySource(values: [1, 2, 3])))
let cs = CountingSource()
_ = await cs.fetch(limit: 1)
_ = await cs.fetch(limit: 2)
print("calls: \(await cs.calls)")
// expect: array: [5, 6, 7]
// expect:   total 26
// expect: counting: [1, 2, 3]
// expect:   error unavailable("counting")
// expect: array has 2 items
// expect: calls: 2
