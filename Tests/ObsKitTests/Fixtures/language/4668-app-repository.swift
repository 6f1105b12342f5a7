// App code style: a generic repository layer built on protocols with associated types
protocol Entity: CustomStringConvertible {
  associatedtype ID: Hashable & Comparable
  var id: ID { get }
}

protocol Repository {
  associatedtype Model: Entity
  func all() -> [Model]
  func find(_ id: Model.ID) -> Model?
  mutating func save(_ m: Model)
  mutating func delete(_ id: Model.ID) -> Bool
}

extension Repository {
  func find(_ id: Model.ID) -> Model? { all().first { $0.id == id } }
  var count: Int { all().count }
  func sortedIDs() -> [Model.ID] { all().map(\.id).sorted() }
}

struct InMemoryRepository<M: Entity>: Repository {
  private var storage: [M.ID: M] = [:]
  private(set) var log: [String] = []
  func all() -> [M] { storage.values.sorted { $0.id < $1.id } }
  mutating func save(_ m: M) {
    log.append(storage[m.id] == nil ? "insert \(m.id)" : "update \(m.id)")
    storage[m.id] = m
  }
  mutating func delete(_ id: M.ID) -> Bool {
    log.append("delete \(id)")
    return storage.removeValue(forKey: id) != nil
  }
}

struct User: Entity {
  let id: Int
  var name: String
  var description: String { "User(\(id), \(name))" }
}
struct Tag: Entity {
  var id: String
  var description: String { "#" + id }
}

var users = InMemoryRepository<User>()
users.save(User(id: 2, name: "bo"))
users.save(User(id: 1, name: "al"))
users.save(User(id: 2, name: "bob"))
print(users.all())
print(users.find(2) as Any, users.find(7) as Any)
print(users.delete(1), users.delete(1))
print(users.count, users.sortedIDs(), users.log)

var tags = InMemoryRepository<Tag>()
for t in ["swift", "generics", "swift", "any"] { tags.save(Tag(id: t)) }
print(tags.all(), tags.sortedIDs())

final class CachingRepository<Base: Repository>: Repository {
  var base: Base
  var hits = 0, misses = 0
  private var cache: [Base.Model.ID: Base.Model] = [:]
  init(_ base: Base) { self.base = base }
  func all() -> [Base.Model] { base.all() }
  func find(_ id: Base.Model.ID) -> Base.Model? {
    if let c = cache[id] { hits += 1; return c }
    misses += 1
    let found = base.find(id)
    cache[id] = found
    return found
  }
  func save(_ m: Base.Model) { cache[m.id] = nil; base.save(m) }
  func delete(_ id: Base.Model.ID) -> Bool { cache[id] = nil; return base.delete(id) }
}

let cached = CachingRepository(users)
_ = cached.find(2); _ = cached.find(2); _ = cached.find(3)
cached.save(User(id: 2, name: "robert"))
print(cached.find(2)!, cached.hits, cached.misses)
print(type(of: cached), cached.base.log.last!)

func summarize<R: Repository>(_ r: R) -> String {
  "\(R.Model.self) x\(r.count): " + r.all().map(\.description).joined(separator: ", ")
}
print(summarize(users))
print(summarize(cached))
print(summarize(tags))

func firstIDs(_ repos: [any Repository]) -> [String] {
  repos.map { r in r.all().first.map { "\($0.id)" } ?? "-" }
}
print(firstIDs([users, tags, InMemoryRepository<User>()]))

// expect: [User(1, al), User(2, bob)]
// expect: Optional(User(2, bob)) nil
// expect: true false
// expect: 1 [2] ["insert 2", "insert 1", "update 2", "delete 1", "delete 1"]
// expect: [#any, #generics, #swift] ["any", "generics", "swift"]
// expect: User(2, robert) 1 3
// expect: CachingRepository<InMemoryRepository<User>> update 2
// expect: User x1: User(2, bob)
// expect: User x1: User(2, robert)
// expect: Tag x3: #any, #generics, #swift
// expect: ["2", "any", "-"]
