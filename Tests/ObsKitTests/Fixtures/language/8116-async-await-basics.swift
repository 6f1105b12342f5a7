// Swift Evolution style: SE-0296 async/await - sequential async functions, async throws and await in loops
struct User {
    let id: Int
    let name: String
}

enum FetchError: Error {
    case notFound(Int)
}

let database: [Int: String] = [1: "Ada", 2: "Grace", 3: "Alan"]

func fetchUser(id: Int) async throws -> User {
    await Task.yield()
    guard let name = database[id] else { throw FetchError.notFound(id) }
    return User(id: id, name: name)
}

func fetchAvatarURL(for user: User) async -> String {
    "https://example.com/avatars/\(user.name.lowercased()).png"
}

func loadProfile(id: Int) async throws -> String {
    let user = try await fetchUser(id: id)
    let url = await fetchAvatarURL(for: user)
    return "\(user.name) -> \(url)"
}

func loadAll(ids: [Int]) async -> [String] {
    var results: [String] = []
    for id in ids {
        do {
            results.append(try await loadProfile(id: id))
        } catch FetchError.notFound(let missing) {
            results.append("user \(missing) not found")
        } catch {
            results.append("unexpected: \(error)")
        }
    }
    return results
}

// Async computed property
struct Document {
    let words: [String]
    var wordCount: Int {
        get async {
            await Task.yield()
            return words.count
        }
    }
}

for line in await loadAll(ids: [1, 4, 3]) {
    print(line)
}
let doc = Document(words: ["async", "await", "is", "here"])
print("word count: \(await doc.wordCount)")
do {
    _ = try await fetchUser(id: 99)
} catch {
    print("caught: \(error)")
}

// expect: Ada -> https://example.com/avatars/ada.png
// expect: user 4 not found
// expect: Alan -> https://example.com/avatars/alan.png
// expect: word count: 4
// expect: caught: notFound(99)
