// App code style: observable model with key-path observers and change batching
final class Observable<Model> {
    private(set) var value: Model
    private var observers: [(id: Int, fire: (Model, Model) -> Void)] = []
    private var nextID = 0
    private var batchDepth = 0
    private var pendingOld: Model?

    init(_ v: Model) { value = v }

    @discardableResult
    func observe<V: Equatable>(_ kp: KeyPath<Model, V>, _ f: @escaping (V, V) -> Void) -> Int {
        nextID += 1
        observers.append((nextID, { old, new in
            if old[keyPath: kp] != new[keyPath: kp] { f(old[keyPath: kp], new[keyPath: kp]) }
        }))
        return nextID
    }
    func remove(_ id: Int) { observers.removeAll { $0.id == id } }

    func update(_ change: (inout Model) -> Void) {
        let old = value
        change(&value)
        if batchDepth > 0 { if pendingOld == nil { pendingOld = old } ; return }
        notify(old)
    }
    func batch(_ body: () -> Void) {
        batchDepth += 1
        body()
        batchDepth -= 1
        if batchDepth == 0, let old = pendingOld { pendingOld = nil; notify(old) }
    }
    private func notify(_ old: Model) { for o in observers { o.fire(old, value) } }
}

struct Profile { var name: String; var age: Int; var tags: [String] }

let profile = Observable(Profile(name: "Sam", age: 30, tags: []))
profile.observe(\.name) { print("name: \($0) -> \($1)") }
let ageObs = profile.observe(\.age) { print("age: \($0) -> \($1)") }
profile.observe(\.tags.count) { print("tag count: \($0) -> \($1)") }

profile.update { $0.name = "Samantha" }
profile.update { $0.age += 1 }
profile.update { $0.age = 31 }
print("-- batch")
profile.batch {
    profile.update { $0.tags.append("admin") }
    profile.update { $0.age = 40 }
    profile.update { $0.age = 31 }
    profile.update { $0.tags.append("beta") }
}
profile.remove(ageObs)
profile.update { $0.age = 99; $0.name = "S" }
print(profile.value.name, profile.value.age, profile.value.tags)
// expect: name: Sam -> Samantha
// expect: age: 30 -> 31
// expect: -- batch
// expect: tag count: 0 -> 2
// expect: name: Samantha -> S
// expect: S 99 ["admin", "beta"]
