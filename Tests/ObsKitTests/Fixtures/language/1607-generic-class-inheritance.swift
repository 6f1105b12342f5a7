// Generics and classes: a generic base class, a subclass fixing the parameter, overriding methods, and printing their type names.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Repository<Model> {
    private(set) var items: [Model] = []
    func add(_ m: Model) {
        items.append(m)
        didAdd(m)
    }
    func didAdd(_ m: Model) {}
    var summary: String { "\(type(of: self)) holding \(items.count) \(Model.self)" }
}

struct Todo {
    let title: String
    var done = false
}

final class TodoRepository: Repository<Todo> {
    var log: [String] = []
    override func didAdd(_ m: Todo) {
        log.append("added \(m.title)")
    }
    var open: [Todo] { items.filter { !$0.done } }
}

let repo = TodoRepository()
repo.add(Todo(title: "write tests"))
repo.add(Todo(title: "ship", done: true))
print(repo.summary)
print(repo.log)
print(repo.open.map(\.title))

let generic = Repository<Int>()
generic.add(4)
print(generic.summary)
let asBase: Repository<Todo> = repo
print(asBase is TodoRepository, type(of: asBase))
print(String(reflecting: type(of: generic)))

// expect: TodoRepository holding 2 Todo
// expect: ["added write tests", "added ship"]
// expect: ["write tests"]
// expect: Repository<Int> holding 1 Int
// expect: true TodoRepository
// expect: main.Repository<Swift.Int>
