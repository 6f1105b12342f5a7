// Concurrency tutorial: when one child of a throwing group fails, the other children are cancelled
enum ValidationError: Error {
    case invalid(String)
}

actor Report {
    private var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    func sorted() -> [String] { lines.sorted() }
}

let report = Report()

func validate(_ field: String, delayMs: Int) async throws -> String {
    if field.isEmpty {
        throw ValidationError.invalid("empty field")
    }
    do {
        try await Task.sleep(for: .milliseconds(delayMs))
    } catch {
        await report.add("\(field) stopped early")
        throw error
    }
    await report.add("\(field) checked")
    return field
}

do {
    let checked = try await withThrowingTaskGroup(of: String.self) { group -> [String] in
        group.addTask { try await validate("name", delayMs: 120) }
        group.addTask { try await validate("email", delayMs: 120) }
        group.addTask {
            try await Task.sleep(for: .milliseconds(10))
            return try await validate("", delayMs: 0)
        }
        var fields: [String] = []
        for try await f in group { fields.append(f) }
        return fields
    }
    print("All valid: \(checked)")
} catch ValidationError.invalid(let reason) {
    print("Validation failed: \(reason)")
}

for line in await report.sorted() {
    print(line)
}

let ok = try await withThrowingTaskGroup(of: String.self) { group -> [String] in
    group.addTask { try await validate("zip", delayMs: 1) }
    group.addTask { try await validate("city", delayMs: 1) }
    var fields: [String] = []
    for try await f in group { fields.append(f) }
    return fields.sorted()
}
print("All valid: \(ok)")
// expect: Validation failed: empty field
// expect: email stopped early
// expect: name stopped early
// expect: All valid: ["city", "zip"]
