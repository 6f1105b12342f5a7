// Compiler test style: generic class inheritance, overriding in generic and non-generic subclasses
class Repository<Model> {
  var store: [Model] = []
  func add(_ m: Model) { store.append(m) }
  func describe() -> String { "Repository<\(Model.self)> count=\(store.count)" }
  func validate(_ m: Model) -> Bool { true }
  final func addAll(_ ms: [Model]) -> Int {
    var added = 0
    for m in ms where validate(m) { add(m); added += 1 }
    return added
  }
}

class CachedRepository<Model: Hashable>: Repository<Model> {
  var seen = Set<Model>()
  override func validate(_ m: Model) -> Bool { !seen.contains(m) }
  override func add(_ m: Model) { seen.insert(m); super.add(m) }
  override func describe() -> String { "Cached(" + super.describe() + ")" }
}

class UserRepository: CachedRepository<String> {
  override func validate(_ m: String) -> Bool { !m.isEmpty && super.validate(m) }
  override func describe() -> String { "Users: " + store.joined(separator: ",") }
}

class PairRepository<A, B>: Repository<(A, B)> {
  override func describe() -> String { "pairs of \(A.self)/\(B.self): \(store.count)" }
}

func report<M>(_ r: Repository<M>) -> String { r.describe() }

let base = Repository<Int>()
print(base.addAll([1, 1, 2]), report(base))
let cached = CachedRepository<Int>()
print(cached.addAll([1, 1, 2, 2, 3]), report(cached))
let users = UserRepository()
print(users.addAll(["ann", "", "bob", "ann"]), report(users))
let pairs = PairRepository<String, Int>()
print(pairs.addAll([("a", 1), ("b", 2)]), report(pairs))
let asBase: Repository<String> = users
asBase.add("cy")
print(asBase.describe(), users.seen.sorted())
print(asBase is CachedRepository<String>, asBase is UserRepository, base is CachedRepository<Int>)
let repos: [Repository<Int>] = [base, cached, CachedRepository<Int>()]
print(repos.map { $0.store.count }, repos.map { type(of: $0) == Repository<Int>.self })
print(type(of: pairs), type(of: asBase))
// expect: 3 Repository<Int> count=3
// expect: 3 Cached(Repository<Int> count=3)
// expect: 2 Users: ann,bob
// expect: 2 pairs of String/Int: 2
// expect: Users: ann,bob,cy ["ann", "bob", "cy"]
// expect: true true false
// expect: [3, 3, 0] [true, false, false]
// expect: PairRepository<String, Int> UserRepository
