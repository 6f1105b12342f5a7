// Apple docs style (effectful read-only properties): get async throws on properties and subscripts
enum StorageError: Error {
    case missing(String)
    case corrupted(Int)
}

// A remote "file" whose contents must be fetched asynchronously.
struct RemoteFile {
    let name: String
    private let store: [String: String]

    init(name: String, store: [String: String]) {
        self.name = name
        self.store = store
    }

    var contents: String {
        get async throws {
            await Task.yield()
            guard let text = store[name] else { throw StorageError.missing(name) }
            return text
        }
    }

    var size: Int {
        get async {
            (try? await contents.count) ?? 0
        }
    }
}

let store = ["readme.md": "# Hello", "notes.txt": "buy milk\ncall mom"]
for name in ["readme.md", "notes.txt", "secret.key"] {
    let file = RemoteFile(name: name, store: store)
    do {
        let text = try await file.contents
        print("\(name): \(text.split(separator: "\n").count) line(s), \(await file.size) chars")
    } catch {
        print("\(name): \(error)")
    }
}

// Subscripts can be async and throwing too.
actor Database {
    private var rows: [Int: String] = [1: "alpha", 2: "beta", 4: "delta"]

    func corrupt(_ id: Int) { rows[id] = "" }

    subscript(id: Int) -> String? { rows[id] }
}

struct Table {
    let db: Database

    subscript(id: Int) -> String {
        get async throws {
            guard let value = await db[id] else { throw StorageError.missing("row \(id)") }
            guard !value.isEmpty else { throw StorageError.corrupted(id) }
            return value
        }
    }
}

let db = Database()
let table = Table(db: db)
await db.corrupt(4)
for id in 1...4 {
    do {
        print("row \(id):", try await table[id])
    } catch StorageError.missing(let what) {
        print("row \(id): missing \(what)")
    } catch StorageError.corrupted(let id) {
        print("row \(id): corrupted")
    }
}

// Protocols can require effectful properties.
protocol AsyncNamed {
    var displayName: String { get async }
}
struct Account: AsyncNamed {
    let first: String
    let last: String
    var displayName: String {
        get async { await Task.yield(); return "\(first) \(last.prefix(1))." }
    }
}
let people: [any AsyncNamed] = [Account(first: "Grace", last: "Hopper"), Account(first: "Alan", last: "Kay")]
for p in people { print(await p.displayName) }

// expect: readme.md: 1 line(s), 7 chars
// expect: notes.txt: 2 line(s), 17 chars
// expect: secret.key: missing("secret.key")
// expect: row 1: alpha
// expect: row 2: beta
// expect: row 3: missing row 3
// expect: row 4: corrupted
// expect: Grace H.
// expect: Alan K.
