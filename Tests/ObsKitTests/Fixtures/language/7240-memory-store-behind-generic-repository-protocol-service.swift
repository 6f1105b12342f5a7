// App architecture style (repository): an in-memory store behind a generic repository protocol, a service using it, and a recording mock
struct User: Equatable, Identifiable {
    let id: Int
    var name: String
    var active: Bool
}

protocol Repository {
    associatedtype Entity: Identifiable
    func all() -> [Entity]
    func find(_ id: Entity.ID) -> Entity?
    mutating func save(_ entity: Entity)
    mutating func delete(_ id: Entity.ID) -> Bool
}

struct InMemoryRepository<Entity: Identifiable>: Repository where Entity.ID: Comparable {
    private var storage: [Entity.ID: Entity] = [:]
    func all() -> [Entity] { storage.keys.sorted().compactMap { storage[$0] } }
    func find(_ id: Entity.ID) -> Entity? { storage[id] }
    mutating func save(_ entity: Entity) { storage[entity.id] = entity }
    mutating func delete(_ id: Entity.ID) -> Bool { storage.removeValue(forKey: id) != nil }
}

struct MockUserRepository: Repository {
    var calls: [String] = []
    var canned: [User] = [User(id: 99, name: "Mock", active: true)]
    func all() -> [User] { canned }
    func find(_ id: Int) -> User? { canned.first { $0.id == id } }
    mutating func save(_ entity: User) { calls.append("save \(entity.id)") }
    mutating func delete(_ id: Int) -> Bool { calls.append("delete \(id)"); return false }
}

struct UserService<R: Repository> where R.Entity == User {
    var repo: R
    mutating func register(_ id: Int, _ name: String) { repo.save(User(id: id, name: name, active: true)) }
    mutating func deactivate(_ id: Int) -> Bool {
        guard var u = repo.find(id) else { return false }
        u.active = false
        repo.save(u)
        return true
    }
    func report() -> String {
        repo.all().map { "\($0.id):\($0.name)\($0.active ? "" : "(off)")" }.joined(separator: " ")
    }
}

var service = UserService(repo: InMemoryRepository<User>())
service.register(3, "Cleo"); print(service.report())
service.register(1, "Abe"); print(service.report())
service.register(2, "Bo"); print(service.report())
print("deactivate 2:", service.deactivate(2), "deactivate 9:", service.deactivate(9))
print(service.report())
print("deleted 1:", service.repo.delete(1)); print(service.report())

var mocked = UserService(repo: MockUserRepository())
mocked.register(5, "X")
print("mock deactivate 99:", mocked.deactivate(99))
print(mocked.report(), mocked.repo.calls)

// expect: 3:Cleo
// expect: 1:Abe 3:Cleo
// expect: 1:Abe 2:Bo 3:Cleo
// expect: deactivate 2: true deactivate 9: false
// expect: 1:Abe 2:Bo(off) 3:Cleo
// expect: deleted 1: true
// expect: 2:Bo(off) 3:Cleo
// expect: mock deactivate 99: true
// expect: 99:Mock ["save 5", "save 99"]
