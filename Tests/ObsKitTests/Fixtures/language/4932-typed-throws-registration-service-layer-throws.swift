// App code style: typed throws in a registration service layer — throws(ValidationError) propagated and mapped
enum ValidationError: Error, CustomStringConvertible {
    case missing(String)
    case tooLong(String, limit: Int)
    case reserved(String)

    var description: String {
        switch self {
        case .missing(let field): return "\(field) is required"
        case let .tooLong(field, limit): return "\(field) exceeds \(limit) characters"
        case .reserved(let name): return "'\(name)' is reserved"
        }
    }
}

enum StorageError: Error {
    case duplicate(String)
    case full(capacity: Int)
}

enum RegistrationError: Error, CustomStringConvertible {
    case invalid(ValidationError)
    case storage(StorageError)

    var description: String {
        switch self {
        case .invalid(let error): return "invalid input: \(error)"
        case .storage(.duplicate(let name)): return "storage: \(name) already exists"
        case .storage(.full(let capacity)): return "storage: full (\(capacity) max)"
        }
    }
}

struct Handle {
    let value: String

    init(_ raw: String) throws(ValidationError) {
        let trimmed = raw.trimmingSpaces()
        guard !trimmed.isEmpty else { throw .missing("handle") }
        guard trimmed.count <= 12 else { throw .tooLong("handle", limit: 12) }
        guard !["admin", "root", "support"].contains(trimmed.lowercased()) else { throw .reserved(trimmed) }
        value = "@" + trimmed.lowercased()
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

final class HandleStore {
    private(set) var handles: [String] = []
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }

    func insert(_ handle: Handle) throws(StorageError) {
        if handles.contains(handle.value) { throw .duplicate(handle.value) }
        if handles.count >= capacity { throw .full(capacity: capacity) }
        handles.append(handle.value)
    }
}

struct RegistrationService {
    let store: HandleStore

    func register(_ raw: String) throws(RegistrationError) -> String {
        let handle: Handle
        do {
            handle = try Handle(raw)
        } catch {
            throw .invalid(error)
        }
        do {
            try store.insert(handle)
        } catch {
            throw .storage(error)
        }
        return handle.value
    }
}

let service = RegistrationService(store: HandleStore(capacity: 3))
for input in ["  Taylor ", "", "a_really_long_handle", "Admin", "taylor", "sam", "kim", "lee"] {
    do {
        let registered = try service.register(input)
        print("registered \(registered)")
    } catch {
        let kind: String
        switch error {
        case .invalid(.missing): kind = "missing"
        case .invalid: kind = "invalid"
        case .storage: kind = "storage"
        }
        print("[\(kind)] \(error)")
    }
}
print(service.store.handles)

func firstValid(_ inputs: [String]) throws(ValidationError) -> Handle {
    var lastError = ValidationError.missing("input list")
    for input in inputs {
        do {
            return try Handle(input)
        } catch {
            lastError = error
        }
    }
    throw lastError
}

print((try? firstValid(["", "root", "ok"]))?.value ?? "none")
do {
    _ = try firstValid(["", "support"])
} catch {
    print("last error:", error)
}
let results: [Result<Handle, ValidationError>] = ["neo", " ", "trinity"].map { raw in Result { () throws(ValidationError) -> Handle in try Handle(raw) } }
print(results.map { result in
    switch result {
    case .success(let h): return h.value
    case .failure(let e): return "error(\(e))"
    }
})

// expect: registered @taylor
// expect: [missing] invalid input: handle is required
// expect: [invalid] invalid input: handle exceeds 12 characters
// expect: [invalid] invalid input: 'Admin' is reserved
// expect: [storage] storage: @taylor already exists
// expect: registered @sam
// expect: registered @kim
// expect: [storage] storage: full (3 max)
// expect: ["@taylor", "@sam", "@kim"]
// expect: @ok
// expect: last error: 'support' is reserved
// expect: ["@neo", "error(handle is required)", "@trinity"]
