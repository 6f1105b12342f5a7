// App code style: normalized entity state keyed by ID with relationship selectors, upserts and cascading deletes
struct Author: Identifiable, Equatable { let id: Int; var name: String }
struct Book: Identifiable, Equatable { let id: String; var title: String; var authorID: Int; var tagIDs: [Int] }
struct Tag: Identifiable, Equatable { let id: Int; var label: String }

struct EntityTable<E: Identifiable> where E.ID: Comparable {
    private(set) var byID: [E.ID: E] = [:]
    private(set) var order: [E.ID] = []

    @discardableResult
    mutating func upsert(_ entity: E) -> Bool {
        let isNew = byID[entity.id] == nil
        byID[entity.id] = entity
        if isNew { order.append(entity.id) }
        return isNew
    }

    mutating func remove(_ id: E.ID) -> E? {
        guard let removed = byID.removeValue(forKey: id) else { return nil }
        order.removeAll { $0 == id }
        return removed
    }

    subscript(id id: E.ID) -> E? { byID[id] }
    var all: [E] { order.compactMap { byID[$0] } }
    var sortedIDs: [E.ID] { byID.keys.sorted() }
}

struct LibraryState {
    var authors = EntityTable<Author>()
    var books = EntityTable<Book>()
    var tags = EntityTable<Tag>()

    func books(by authorID: Int) -> [Book] {
        books.all.filter { $0.authorID == authorID }
    }

    func denormalized(_ bookID: String) -> String? {
        guard let book = books[id: bookID] else { return nil }
        let author = authors[id: book.authorID]?.name ?? "unknown author"
        let tagLabels = book.tagIDs.compactMap { tags[id: $0]?.label }
        return "\"\(book.title)\" by \(author)" + (tagLabels.isEmpty ? "" : " #" + tagLabels.joined(separator: " #"))
    }

    mutating func deleteAuthor(_ id: Int) -> [String] {
        guard authors.remove(id) != nil else { return [] }
        let orphaned = books(by: id).map(\.id)
        for bookID in orphaned { _ = books.remove(bookID) }
        return orphaned
    }

    mutating func deleteTag(_ id: Int) {
        _ = tags.remove(id)
        for var book in books.all where book.tagIDs.contains(id) {
            book.tagIDs.removeAll { $0 == id }
            books.upsert(book)
        }
    }
}

var state = LibraryState()
[Author(id: 2, name: "Le Guin"), Author(id: 1, name: "Herbert"), Author(id: 3, name: "Banks")].forEach { state.authors.upsert($0) }
[Tag(id: 10, label: "classic"), Tag(id: 11, label: "space"), Tag(id: 12, label: "award")].forEach { state.tags.upsert($0) }
let books = [
    Book(id: "dune", title: "Dune", authorID: 1, tagIDs: [10, 11, 12]),
    Book(id: "lhod", title: "The Left Hand of Darkness", authorID: 2, tagIDs: [12]),
    Book(id: "disp", title: "The Dispossessed", authorID: 2, tagIDs: [10, 12]),
    Book(id: "cons", title: "Consider Phlebas", authorID: 3, tagIDs: [11]),
    Book(id: "ghost", title: "Ghost Book", authorID: 99, tagIDs: [42]),
]
for book in books { state.books.upsert(book) }

for id in state.books.order { print(state.denormalized(id)!) }
print("Le Guin wrote:", state.books(by: 2).map(\.title))
print("insertion order:", state.authors.all.map(\.name), "sorted ids:", state.authors.sortedIDs)

var renamed = state.books[id: "dune"]!
renamed.title = "Dune (1965)"
print("upsert existing is new?", state.books.upsert(renamed), "count:", state.books.all.count)
print(state.denormalized("dune")!)

state.deleteTag(12)
print("after deleting tag 12:")
for id in state.books.sortedIDs { print("  " + state.denormalized(id)!) }

let removed = state.deleteAuthor(2)
print("deleted author 2, cascaded:", removed)
print("remaining books:", state.books.order, "authors:", state.authors.sortedIDs)
print("delete missing:", state.deleteAuthor(42), state.denormalized("lhod") ?? "gone")
let perAuthor = state.authors.all.map { ($0.name, state.books(by: $0.id).count) }
print(perAuthor.map { "\($0.0): \($0.1)" })

// expect: "Dune" by Herbert #classic #space #award
// expect: "The Left Hand of Darkness" by Le Guin #award
// expect: "The Dispossessed" by Le Guin #classic #award
// expect: "Consider Phlebas" by Banks #space
// expect: "Ghost Book" by unknown author
// expect: Le Guin wrote: ["The Left Hand of Darkness", "The Dispossessed"]
// expect: insertion order: ["Le Guin", "Herbert", "Banks"] sorted ids: [1, 2, 3]
// expect: upsert existing is new? false count: 5
// expect: "Dune (1965)" by Herbert #classic #space #award
// expect: after deleting tag 12:
// expect:   "Consider Phlebas" by Banks #space
// expect:   "The Dispossessed" by Le Guin #classic
// expect:   "Dune (1965)" by Herbert #classic #space
// expect:   "Ghost Book" by unknown author
// expect:   "The Left Hand of Darkness" by Le Guin
// expect: deleted author 2, cascaded: ["lhod", "disp"]
// expect: remaining books: ["dune", "cons", "ghost"] authors: [1, 3]
// expect: delete missing: [] gone
// expect: ["Herbert: 1", "Banks: 1"]
