// Pro Swift style (generics & protocols): a repository protocol with associated types, in-memory implementation and type erasure
protocol Entity: Identifiable where ID: Comparable {
    var title: String { get }
}

protocol Repository {
    associatedtype Model: Entity
    func all() -> [Model]
    func find(_ id: Model.ID) -> Model?
    mutating func save(_ model: Model)
}

struct InMemoryRepository<Model: Entity>: Repository {
    private var items: [Model.ID: Model] = [:]
    func all() -> [Model] { items.values.sorted { $0.id < $1.id } }
    func find(_ id: Model.ID) -> Model? { items[id] }
    mutating func save(_ model: Model) { items[model.id] = model }
}

struct AnyRepository<Model: Entity>: Repository {
    private let _all: () -> [Model]
    private let _find: (Model.ID) -> Model?
    private var _save: (Model) -> Void

    init<R: Repository>(_ base: R) where R.Model == Model {
        var box = base
        var saved: [Model] = []
        _all = { box.all() + saved }
        _find = { id in box.find(id) ?? saved.first { $0.id == id } }
        _save = { saved.append($0); print("queued \($0.title)") }
        _ = box.all()
        box.save(base.all().first!)
    }

    func all() -> [Model] { _all() }
    func find(_ id: Model.ID) -> Model? { _find(id) }
    mutating func save(_ model: Model) { _save(model) }
}

struct Book: Entity { let id: Int; let title: String }
struct Tag: Entity { let id: String; let title: String }

var books = InMemoryRepository<Book>()
books.save(Book(id: 3, title: "Dune"))
books.save(Book(id: 1, title: "Emma"))
books.save(Book(id: 2, title: "Ulysses"))
books.save(Book(id: 1, title: "Emma (2nd ed.)"))
print(books.all().map(\.title), books.find(2)?.title ?? "-", books.find(9)?.title ?? "-")

var erased = AnyRepository(books)
erased.save(Book(id: 7, title: "Beloved"))
print(erased.all().map { "\($0.id):\($0.title)" })
print(erased.find(7)?.title ?? "-")

func summary<R: Repository>(_ repo: R) -> String {
    "\(R.Model.self): " + repo.all().map { "\($0.id)" }.joined(separator: ",")
}
var tags = InMemoryRepository<Tag>()
["swift", "ios", "linux"].forEach { tags.save(Tag(id: $0, title: $0.uppercased())) }
print(summary(books), "|", summary(tags), "|", summary(erased))

// expect: ["Emma (2nd ed.)", "Ulysses", "Dune"] Ulysses -
// expect: queued Beloved
// expect: ["1:Emma (2nd ed.)", "2:Ulysses", "3:Dune", "7:Beloved"]
// expect: Beloved
// expect: Book: 1,2,3 | Tag: ios,linux,swift | Book: 1,2,3,7
