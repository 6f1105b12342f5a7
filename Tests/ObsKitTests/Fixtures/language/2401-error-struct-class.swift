// Compiler test style: Error conformances on structs and class hierarchies, caught with as-patterns
struct ValidationError: Error, CustomStringConvertible {
    let field: String
    let reason: String
    var description: String { "\(field): \(reason)" }
}

class StorageError: Error {
    let path: String
    init(path: String) { self.path = path }
    func summary() -> String { "storage failure at \(path)" }
}

final class DiskFullError: StorageError {
    let freeBytes: Int
    init(path: String, freeBytes: Int) {
        self.freeBytes = freeBytes
        super.init(path: path)
    }
    override func summary() -> String { "disk full at \(path) (\(freeBytes) bytes left)" }
}

func save(_ record: [String: String], to path: String) throws {
    guard let name = record["name"], !name.isEmpty else {
        throw ValidationError(field: "name", reason: "must not be empty")
    }
    if path.hasPrefix("/full") { throw DiskFullError(path: path, freeBytes: 12) }
    if path.hasPrefix("/ro") { throw StorageError(path: path) }
    print("saved \(name) to \(path)")
}

let attempts: [([String: String], String)] = [
    (["name": "Ada"], "/home/ada"),
    (["name": ""], "/home/x"),
    (["name": "Bob"], "/full/disk"),
    (["name": "Cy"], "/ro/mount"),
]

for (record, path) in attempts {
    do {
        try save(record, to: path)
    } catch let error as ValidationError {
        print("invalid -> \(error)")
    } catch let error as DiskFullError {
        print("disk -> \(error.summary())")
    } catch let error as StorageError {
        print("storage -> \(error.summary())")
    } catch {
        print("unexpected")
    }
}

let boxed: any Error = DiskFullError(path: "/full/b", freeBytes: 0)
print(boxed is StorageError, boxed is ValidationError)
print((boxed as? StorageError)?.summary() ?? "nil")
print(ValidationError(field: "age", reason: "negative"))
// expect: saved Ada to /home/ada
// expect: invalid -> name: must not be empty
// expect: disk -> disk full at /full/disk (12 bytes left)
// expect: storage -> storage failure at /ro/mount
// expect: true false
// expect: disk full at /full/b (0 bytes left)
// expect: age: negative
