// Generic in-memory repository over an Identifiable protocol with query helpers and a protocol-typed store (expected output from swiftc 6.3.1 on Linux)
protocol Entity {
    associatedtype ID: Hashable & Comparable
    var id: ID { get }
}

struct Book: Entity {
    let id: Int
    var title: String
    var author: String
    var year: Int
}

struct Tag: Entity {
    let id: String
    var uses: Int
}

enum RepositoryError: Error { case duplicate(String), missing(String) }

struct Repository<T: Entity> {
    private var rows: [T.ID: T] = [:]

    var count: Int { rows.count }
    var all: [T] { rows.values.sorted { $0.id < $1.id } }

    mutating func insert(_ item: T) throws {
        guard rows[item.id] == nil else { throw RepositoryError.duplicate("\(item.id)") }
        rows[item.id] = item
    }

    mutating func update(_ id: T.ID, _ change: (inout T) -> Void) throws {
        guard var item = rows[id] else { throw RepositoryError.missing("\(id)") }
        change(&item)
        rows[id] = item
    }

    func find(_ id: T.ID) -> T? { rows[id] }
    func filter(_ isIncluded: (T) -> Bool) -> [T] { all.filter(isIncluded) }

    @discardableResult
    mutating func delete(_ id: T.ID) -> T? { rows.removeValue(forKey: id) }
}

var books = Repository<Book>()
do {
    try books.insert(Book(id: 3, title: "The Dispossessed", author: "Le Guin", year: 1974))
    try books.insert(Book(id: 1, title: "Kindred", author: "Butler", year: 1979))
    try books.insert(Book(id: 2, title: "Parable of the Sower", author: "Butler", year: 1993))
    try books.update(1) { $0.title += " (reissue)" }
    try books.insert(Book(id: 2, title: "Duplicate", author: "Nobody", year: 2000))
} catch {
    print("error:", error)
}
print(books.all.map { "\($0.id):\($0.title)" })
print(books.filter { $0.author == "Butler" }.map(\.year))
print(books.find(3)?.author ?? "none", books.find(9)?.author ?? "none")
books.delete(3)
do { try books.update(3) { $0.year = 0 } } catch { print("error:", error) }
print("count:", books.count)

var tags = Repository<Tag>()
for name in ["swift", "async", "codable"] { try? tags.insert(Tag(id: name, uses: name.count)) }
try? tags.update("async") { $0.uses *= 10 }
print(tags.all.map { "\($0.id)=\($0.uses)" })

// expect: error: duplicate("2")
// expect: ["1:Kindred (reissue)", "2:Parable of the Sower", "3:The Dispossessed"]
// expect: [1979, 1993]
// expect: Le Guin none
// expect: error: missing("3")
// expect: count: 2
// expect: ["async=50", "codable=7", "swift=5"]
