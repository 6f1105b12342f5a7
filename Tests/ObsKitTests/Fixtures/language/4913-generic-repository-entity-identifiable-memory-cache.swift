// App code style: generic Repository<Entity: Identifiable> with an in-memory cache keyed by ID and a counting data source
struct User: Identifiable, CustomStringConvertible {
    let id: Int
    var name: String
    var description: String { "User(\(id), \(name))" }
}

struct Post: Identifiable {
    let id: String
    var title: String
    var authorID: Int
}

protocol DataSource {
    associatedtype Entity: Identifiable
    func fetch(id: Entity.ID) -> Entity?
}

final class InMemoryDataSource<Entity: Identifiable>: DataSource {
    private var rows: [Entity.ID: Entity] = [:]
    private(set) var fetchCount = 0
    init(_ items: [Entity]) {
        for item in items { rows[item.id] = item }
    }
    func fetch(id: Entity.ID) -> Entity? {
        fetchCount += 1
        return rows[id]
    }
}

final class Repository<Entity: Identifiable, Source: DataSource> where Source.Entity == Entity {
    private let source: Source
    private var cache: [Entity.ID: Entity] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    init(source: Source) { self.source = source }

    func get(_ id: Entity.ID) -> Entity? {
        if let cached = cache[id] {
            hits += 1
            return cached
        }
        misses += 1
        guard let loaded = source.fetch(id: id) else { return nil }
        cache[id] = loaded
        return loaded
    }

    func update(_ entity: Entity) {
        cache[entity.id] = entity
    }

    func invalidate(_ id: Entity.ID) {
        cache.removeValue(forKey: id)
    }

    var cachedCount: Int { cache.count }
    var stats: String { "hits=\(hits) misses=\(misses) cached=\(cachedCount)" }
}

let userSource = InMemoryDataSource([User(id: 1, name: "Ada"), User(id: 2, name: "Linus"), User(id: 3, name: "Grace")])
let users = Repository<User, InMemoryDataSource<User>>(source: userSource)

for id in [1, 2, 1, 4, 2, 3, 1] {
    if let user = users.get(id) {
        print("get \(id):", user)
    } else {
        print("get \(id): not found")
    }
}
print(users.stats, "source fetches:", userSource.fetchCount)

users.update(User(id: 2, name: "Linus T."))
print("after update:", users.get(2)?.name ?? "-")
users.invalidate(2)
print("after invalidate:", users.get(2)?.name ?? "-")
print(users.stats, "source fetches:", userSource.fetchCount)

let postSource = InMemoryDataSource([
    Post(id: "p-1", title: "Hello", authorID: 1),
    Post(id: "p-2", title: "Generics", authorID: 3),
])
let posts = Repository<Post, InMemoryDataSource<Post>>(source: postSource)
for key in ["p-2", "p-9", "p-2"] {
    let post = posts.get(key)
    let author = post.flatMap { users.get($0.authorID) }
    print(key, "->", post?.title ?? "missing", "by", author?.name ?? "nobody")
}
print("posts:", posts.stats)
print("users:", users.stats)

func describeIDs<E: Identifiable>(_ items: [E]) -> String where E.ID: Comparable {
    items.map(\.id).sorted().map { "\($0)" }.joined(separator: ",")
}
print(describeIDs([User(id: 9, name: "z"), User(id: 4, name: "y")]))
print(describeIDs([Post(id: "b", title: "", authorID: 0), Post(id: "a", title: "", authorID: 0)]))

// expect: get 1: User(1, Ada)
// expect: get 2: User(2, Linus)
// expect: get 1: User(1, Ada)
// expect: get 4: not found
// expect: get 2: User(2, Linus)
// expect: get 3: User(3, Grace)
// expect: get 1: User(1, Ada)
// expect: hits=3 misses=4 cached=3 source fetches: 4
// expect: after update: Linus T.
// expect: after invalidate: Linus
// expect: hits=4 misses=5 cached=3 source fetches: 5
// expect: p-2 -> Generics by Grace
// expect: p-9 -> missing by nobody
// expect: p-2 -> Generics by Grace
// expect: posts: hits=1 misses=2 cached=1
// expect: users: hits=6 misses=5 cached=3
// expect: 4,9
// expect: a,b
