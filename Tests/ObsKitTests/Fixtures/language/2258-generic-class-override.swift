// Compiler test style: generic class hierarchies, overrides in generic subclasses, and dispatch through base references
class Repository<Item> {
    var items: [Item] = []
    func add(_ item: Item) { items.append(item); didAdd(item) }
    func didAdd(_ item: Item) { print("  base didAdd \(item)") }
    func summary() -> String { "Repository<\(Item.self)> with \(items.count)" }
    class func label() -> String { "repo" }
}

class AuditedRepository<Item>: Repository<Item> {
    var log: [String] = []
    override func didAdd(_ item: Item) {
        log.append("added \(item)")
        super.didAdd(item)
    }
    override func summary() -> String { super.summary() + " (audited, \(log.count) entries)" }
    override class func label() -> String { "audited " + super.label() }
}

final class UserRepository: AuditedRepository<String> {
    override func add(_ item: String) {
        super.add(item.lowercased())
    }
    override func summary() -> String { "users: " + items.joined(separator: ",") + " / " + super.summary() }
}

func fill<T>(_ repo: Repository<T>, with values: [T]) {
    for v in values { repo.add(v) }
}

let plain = Repository<Int>()
fill(plain, with: [1])
print(plain.summary())

let audited = AuditedRepository<Double>()
fill(audited, with: [1.5, 2.5])
print(audited.summary())

let users = UserRepository()
fill(users, with: ["Ann", "BOB"])
print(users.summary())
print(users.log)

let repos: [Repository<String>] = [Repository<String>(), AuditedRepository<String>(), users]
for r in repos { print(type(of: r).label(), "|", type(of: r)) }
print(users is AuditedRepository<String>, (repos[1] as? UserRepository) == nil)
// expect:   base didAdd 1
// expect: Repository<Int> with 1
// expect:   base didAdd 1.5
// expect:   base didAdd 2.5
// expect: Repository<Double> with 2 (audited, 2 entries)
// expect:   base didAdd ann
// expect:   base didAdd bob
// expect: users: ann,bob / Repository<String> with 2 (audited, 2 entries)
// expect: ["added ann", "added bob"]
// expect: repo | Repository<String>
// expect: audited repo | AuditedRepository<String>
// expect: audited repo | UserRepository
// expect: true true
