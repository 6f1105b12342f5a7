// Swift Forums style (generic class hierarchy): subclassing a generic base, overriding, and static vs dynamic dispatch of extension methods
class Repository<Model> {
    var items: [Model] = []
    func add(_ m: Model) { items.append(m) }
    func label() -> String { "Repository<\(Model.self)>" }
    func summary() -> String { "\(label()) with \(items.count)" }
}

final class NameRepository: Repository<String> {
    override func add(_ m: String) { super.add(m.uppercased()) }
    override func label() -> String { "Names" }
}

class Capped<T>: Repository<T> {
    let cap: Int
    init(cap: Int) { self.cap = cap }
    override func add(_ m: T) {
        if items.count < cap { super.add(m) }
    }
}

protocol Labeled { func tag() -> String }
extension Labeled { func tag() -> String { "default tag" } }
extension Repository: Labeled {}
extension NameRepository { func tag() -> String { "names tag" } }

let names = NameRepository()
names.add("ann"); names.add("bo")
print(names.items, names.summary())

let base: Repository<String> = names
base.add("cy")
print(base.items, base.label())

let capped = Capped<Int>(cap: 2)
for i in 1...5 { capped.add(i) }
print(capped.items, capped.summary())

print(names.tag())
let asLabeled: Labeled = names
print(asLabeled.tag())
func tagOf<T: Labeled>(_ t: T) -> String { t.tag() }
print(tagOf(names))
print(names is Repository<String>, (base as? NameRepository) != nil, type(of: base))

// expect: ["ANN", "BO"] Names with 2
// expect: ["ANN", "BO", "CY"] Names
// expect: [1, 2] Repository<Int> with 2
// expect: names tag
// expect: default tag
// expect: default tag
// expect: true true NameRepository
