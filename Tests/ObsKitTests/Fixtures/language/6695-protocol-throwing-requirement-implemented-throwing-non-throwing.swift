// Swift by Sundell style (protocols): a protocol with a throwing requirement, implemented by throwing and non-throwing conformers
protocol Storage {
    mutating func save(_ key: String, _ value: Int) throws
    func load(_ key: String) throws -> Int
}

enum StorageError: Error {
    case readOnly
    case missing(String)
    case full(limit: Int)
}

struct MemoryStorage: Storage {
    var values: [String: Int] = [:]
    mutating func save(_ key: String, _ value: Int) { values[key] = value }
    func load(_ key: String) throws -> Int {
        guard let v = values[key] else { throw StorageError.missing(key) }
        return v
    }
}

struct LimitedStorage: Storage {
    var inner = MemoryStorage()
    let limit: Int
    mutating func save(_ key: String, _ value: Int) throws {
        if inner.values[key] == nil && inner.values.count >= limit { throw StorageError.full(limit: limit) }
        inner.save(key, value)
    }
    func load(_ key: String) throws -> Int { try inner.load(key) }
}

struct FrozenStorage: Storage {
    func save(_ key: String, _ value: Int) throws { throw StorageError.readOnly }
    func load(_ key: String) throws -> Int { 42 }
}

func exercise<S: Storage>(_ storage: inout S, name: String) {
    var outcome: [String] = []
    for (i, key) in ["a", "b", "c"].enumerated() {
        do {
            try storage.save(key, i * 10)
            outcome.append("+\(key)")
        } catch StorageError.full(let limit) {
            outcome.append("full@\(limit)")
        } catch {
            outcome.append("!\(error)")
        }
    }
    let loaded = ["a", "c", "z"].map { key in (try? storage.load(key)).map(String.init) ?? "-" }
    print(name, outcome, loaded)
}

var memory = MemoryStorage()
exercise(&memory, name: "memory")
memory.save("direct", 7)
print(memory.values.count)
var limited = LimitedStorage(limit: 2)
exercise(&limited, name: "limited")
var frozen = FrozenStorage()
exercise(&frozen, name: "frozen")

// expect: memory ["+a", "+b", "+c"] ["0", "20", "-"]
// expect: 4
// expect: limited ["+a", "+b", "full@2"] ["0", "-", "-"]
// expect: frozen ["!readOnly", "!readOnly", "!readOnly"] ["42", "42", "42"]
