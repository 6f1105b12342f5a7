// Swift by Sundell style (generics with protocols): a type-safe identifier, a generic cache with eviction, and a Result-based loader
struct Identifier<Value>: Hashable, CustomStringConvertible {
    let raw: String
    var description: String { "\(Value.self)#\(raw)" }
}

struct User { let id: Identifier<User>; let name: String }
struct Article { let id: Identifier<Article>; let title: String; let authorID: Identifier<User> }

final class Cache<Key: Hashable, Value> {
    private var entries: [Key: Value] = [:]
    private var order: [Key] = []
    let limit: Int
    private(set) var hits = 0, misses = 0

    init(limit: Int) { self.limit = limit }

    subscript(key: Key) -> Value? {
        get {
            if let v = entries[key] { hits += 1; return v }
            misses += 1
            return nil
        }
        set {
            order.removeAll { $0 == key }
            if let newValue {
                entries[key] = newValue
                order.append(key)
                if order.count > limit { entries[order.removeFirst()] = nil }
            } else {
                entries[key] = nil
            }
        }
    }
    var keys: [Key] { order }
}

enum LoadError: Error { case notFound(String) }

let database: [String: String] = ["u1": "Ines", "u2": "Jon", "u3": "Kemal"]
let userCache = Cache<Identifier<User>, User>(limit: 2)

func loadUser(_ id: Identifier<User>) -> Result<User, LoadError> {
    if let cached = userCache[id] { return .success(cached) }
    guard let name = database[id.raw] else { return .failure(.notFound(id.description)) }
    let user = User(id: id, name: name)
    userCache[id] = user
    return .success(user)
}

for raw in ["u1", "u2", "u1", "u3", "u9", "u2"] {
    switch loadUser(Identifier(raw: raw)) {
    case .success(let u): print("loaded", u.name, "as", u.id)
    case .failure(let e): print("failed:", e)
    }
}
print("hits \(userCache.hits), misses \(userCache.misses), cached \(userCache.keys)")
let article = Article(id: Identifier(raw: "a1"), title: "Generics", authorID: Identifier(raw: "u3"))
let author = try? loadUser(article.authorID).get()
print(article.id, article.title, "by", author?.name ?? "?")
userCache[Identifier(raw: "u3")] = nil
print(userCache.keys)

// expect: loaded Ines as User#u1
// expect: loaded Jon as User#u2
// expect: loaded Ines as User#u1
// expect: loaded Kemal as User#u3
// expect: failed: notFound("User#u9")
// expect: loaded Jon as User#u2
// expect: hits 2, misses 4, cached [User#u2, User#u3]
// expect: Article#a1 Generics by Kemal
// expect: [User#u2]
