// Apple docs style (async function types): storing async closures as dependencies
struct User {
    let id: Int
    let name: String
}

enum APIError: Error { case offline, notFound(Int) }

// A client whose behaviour is injected as async closures, handy for tests.
struct UserClient {
    var fetch: (Int) async throws -> User
    var save: (User) async -> Bool
}

extension UserClient {
    static let live = UserClient(
        fetch: { id in
            await Task.yield()
            guard id < 100 else { throw APIError.notFound(id) }
            return User(id: id, name: "user\(id)")
        },
        save: { user in !user.name.isEmpty }
    )

    static let offline = UserClient(
        fetch: { _ in throw APIError.offline },
        save: { _ in false }
    )
}

func rename(id: Int, to name: String, using client: UserClient) async -> String {
    do {
        let user = try await client.fetch(id)
        let renamed = User(id: user.id, name: name)
        let ok = await client.save(renamed)
        return "\(user.name) -> \(renamed.name): \(ok ? "saved" : "rejected")"
    } catch {
        return "error \(error)"
    }
}

print(await rename(id: 7, to: "ada", using: .live))
print(await rename(id: 7, to: "", using: .live))
print(await rename(id: 404, to: "x", using: .live))
print(await rename(id: 7, to: "ada", using: .offline))

// A test double that records calls in a class box.
final class CallLog { var calls: [String] = [] }
let callLog = CallLog()
var mock = UserClient.live
mock.save = { user in
    callLog.calls.append("save \(user.id)")
    return true
}
_ = await rename(id: 1, to: "one", using: mock)
_ = await rename(id: 2, to: "two", using: mock)
print("mock calls:", callLog.calls)

// An array of async steps run as a pipeline.
let steps: [(String, (Int) async -> Int)] = [
    ("double", { $0 * 2 }),
    ("add ten", { x in await Task.yield(); return x + 10 }),
    ("square", { $0 * $0 }),
]
var value = 3
for (name, step) in steps {
    value = await step(value)
    print("after \(name): \(value)")
}

// Async closures can be passed to functions and composed.
func compose(_ f: @escaping (Int) async -> Int, _ g: @escaping (Int) async -> Int) -> (Int) async -> Int {
    { x in await g(await f(x)) }
}
let pipeline = steps.map(\.1).reduce({ $0 }, compose)
print("composed pipeline of 3:", await pipeline(3))

// Optional async callback property.
final class Uploader {
    var onComplete: ((String) async -> Void)?
    func upload(_ file: String) async { await onComplete?("uploaded \(file)") }
}
let uploader = Uploader()
await uploader.upload("silent.txt")
uploader.onComplete = { message in print("callback:", message) }
await uploader.upload("report.pdf")

// expect: user7 -> ada: saved
// expect: user7 -> : rejected
// expect: error notFound(404)
// expect: error offline
// expect: mock calls: ["save 1", "save 2"]
// expect: after double: 6
// expect: after add ten: 16
// expect: after square: 256
// expect: composed pipeline of 3: 256
// expect: callback: uploaded report.pdf
