// Compiler test style: generic class hierarchies - generic base, concrete subclass, overrides, and type names
class Repository<Model> {
    var items: [Model] = []
    func add(_ m: Model) { items.append(m); didAdd(m) }
    func didAdd(_ m: Model) { print("base added \(m)") }
    func summary() -> String { "\(type(of: self)) with \(items.count) \(Model.self)" }
}

class IntRepository: Repository<Int> {
    override func didAdd(_ m: Int) { print("int added \(m * 10)") }
    var total: Int { items.reduce(0, +) }
}

class LoggingRepository<M>: Repository<M> {
    var log: [String] = []
    override func didAdd(_ m: M) {
        log.append("\(m)")
        super.didAdd(m)
    }
}

final class TaggedRepository<M, Tag>: LoggingRepository<M> {
    override func summary() -> String { super.summary() + " tagged \(Tag.self)" }
}

let ir = IntRepository()
ir.add(3); ir.add(4)
print(ir.total, ir.summary())
let lr = LoggingRepository<String>()
lr.add("x"); lr.add("y")
print(lr.log, lr.summary())
let tr = TaggedRepository<Double, Bool>()
tr.add(1.5)
print(tr.summary())
let asBase: Repository<Double> = tr
asBase.add(2.5)
print(asBase.items, tr.log)
print(asBase is LoggingRepository<Double>, asBase is LoggingRepository<Int>)
// expect: int added 30
// expect: int added 40
// expect: 7 IntRepository with 2 Int
// expect: base added x
// expect: base added y
// expect: ["x", "y"] LoggingRepository<String> with 2 String
// expect: base added 1.5
// expect: TaggedRepository<Double, Bool> with 1 Double tagged Bool
// expect: base added 2.5
// expect: [1.5, 2.5] ["1.5", "2.5"]
// expect: true false
