// Simple async/await, one call at a time: async functions, throwing async, async properties, closures, sequences
enum FetchError: Error { case notFound(String) }

func fetchUser(id: Int) async -> String { "user\(id)" }
func fetchScore(for user: String) async throws -> Int {
    if user.hasSuffix("3") { throw FetchError.notFound(user) }
    return user.count * 10
}
func slowSum(_ xs: [Int]) async -> Int {
    var total = 0
    for x in xs { total += await identity(x) }
    return total
}
func identity<T>(_ v: T) async -> T { v }

struct Repo {
    var names: [String]
    var count: Int { get async { names.count } }
    func name(at i: Int) async throws -> String {
        guard names.indices.contains(i) else { throw FetchError.notFound("index \(i)") }
        return names[i]
    }
}
struct Countdown: AsyncSequence, AsyncIteratorProtocol {
    typealias Element = Int
    var n: Int
    mutating func next() async -> Int? {
        guard n > 0 else { return nil }
        defer { n -= 1 }
        return n
    }
    func makeAsyncIterator() -> Countdown { self }
}
func apply(_ f: (Int) async -> Int, to x: Int) async -> Int { await f(x) }

func asyncMap<T, U>(_ xs: [T], _ f: (T) async -> U) async -> [U] {
    var out: [U] = []
    for x in xs { out.append(await f(x)) }
    return out
}
print("start")
let u = await fetchUser(id: 7)
print(u)
for id in 1...4 {
    let name = await fetchUser(id: id)
    do {
        let s = try await fetchScore(for: name)
        print(name, s)
    } catch {
        print("failed:", error)
    }
}
print(await slowSum([1, 2, 3, 4]))
let repo = Repo(names: ["a", "b"])
print(await repo.count)
for i in 0...2 {
    if let n = try? await repo.name(at: i) { print("name", n) } else { print("missing", i) }
}
var seen: [Int] = []
for await v in Countdown(n: 4) { seen.append(v) }
print(seen)
let doubled = await apply({ x in await identity(x) * 2 }, to: 21)
print(doubled)
let r = await Task { await fetchUser(id: 99) }.value
print(r)
let result: Result<Int, Error> = await { do { return .success(try await fetchScore(for: "zz")) } catch { return .failure(error) } }()
print(result)
let mapped = await asyncMap([1, 2, 3]) { await identity($0 * $0) }
print(mapped)
print("end")

// expect: start
// expect: user7
// expect: user1 50
// expect: user2 50
// expect: failed: notFound("user3")
// expect: user4 50
// expect: 10
// expect: 2
// expect: name a
// expect: name b
// expect: missing 2
// expect: [4, 3, 2, 1]
// expect: 42
// expect: user99
// expect: success(20)
// expect: [1, 4, 9]
// expect: end
