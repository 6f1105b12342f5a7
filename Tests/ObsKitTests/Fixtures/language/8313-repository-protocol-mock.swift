// App model layer: a repository protocol with an in-memory implementation and a recording mock
struct Note: Identifiable, Equatable {
    let id: Int
    var title: String
    var body: String
}

enum RepositoryError: Error { case notFound(Int), duplicate(Int) }

protocol NoteRepository {
    func all() -> [Note]
    func find(id: Int) throws -> Note
    mutating func save(_ note: Note) throws
    mutating func delete(id: Int) throws
}

struct InMemoryNoteRepository: NoteRepository {
    private var storage: [Int: Note] = [:]
    func all() -> [Note] { storage.values.sorted { $0.id < $1.id } }
    func find(id: Int) throws -> Note {
        guard let note = storage[id] else { throw RepositoryError.notFound(id) }
        return note
    }
    mutating func save(_ note: Note) throws { storage[note.id] = note }
    mutating func delete(id: Int) throws {
        guard storage.removeValue(forKey: id) != nil else { throw RepositoryError.notFound(id) }
    }
}

final class MockNoteRepository: NoteRepository {
    var stubbedNotes: [Note] = []
    var saveError: Error?
    private(set) var calls: [String] = []
    func all() -> [Note] { calls.append("all"); return stubbedNotes }
    func find(id: Int) throws -> Note {
        calls.append("find(\(id))")
        guard let n = stubbedNotes.first(where: { $0.id == id }) else { throw RepositoryError.notFound(id) }
        return n
    }
    func save(_ note: Note) throws {
        calls.append("save(\(note.id))")
        if let saveError { throw saveError }
    }
    func delete(id: Int) throws { calls.append("delete(\(id))") }
}

func renameNote<R: NoteRepository>(_ id: Int, to title: String, in repo: inout R) -> String {
    do {
        var note = try repo.find(id: id)
        note.title = title
        try repo.save(note)
        return "renamed \(id)"
    } catch RepositoryError.notFound(let missing) {
        return "missing \(missing)"
    } catch {
        return "failed: \(error)"
    }
}

var memory = InMemoryNoteRepository()
try memory.save(Note(id: 2, title: "Groceries", body: "eggs"))
try memory.save(Note(id: 1, title: "Ideas", body: "app"))
print(renameNote(1, to: "Big ideas", in: &memory))
print(renameNote(9, to: "x", in: &memory))
print(memory.all().map(\.title))
do { try memory.delete(id: 5) } catch { print("delete error: \(error)") }

var mock = MockNoteRepository()
mock.stubbedNotes = [Note(id: 3, title: "Stub", body: "")]
mock.saveError = RepositoryError.duplicate(3)
print(renameNote(3, to: "New", in: &mock))
print(renameNote(4, to: "New", in: &mock))
_ = mock.all()
print("mock calls: \(mock.calls)")

// expect: renamed 1
// expect: missing 9
// expect: ["Big ideas", "Groceries"]
// expect: delete error: notFound(5)
// expect: failed: duplicate(3)
// expect: missing 4
// expect: mock calls: ["find(3)", "save(3)", "find(4)", "all"]
