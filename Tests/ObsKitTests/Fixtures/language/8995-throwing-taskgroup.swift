// Apple docs style (ThrowingTaskGroup): validating records and propagating the first error
struct Record: Sendable {
    let id: Int
    let email: String
}

enum ValidationError: Error, CustomStringConvertible {
    case missingAt(id: Int)

    var description: String {
        switch self {
        case .missingAt(let id): return "record \(id) has no @ in its email"
        }
    }
}

func validate(_ r: Record) async throws -> String {
    await Task.yield()
    guard r.email.contains("@") else { throw ValidationError.missingAt(id: r.id) }
    return r.email.lowercased()
}

let good = [
    Record(id: 1, email: "Ann@Example.com"),
    Record(id: 2, email: "bob@site.org"),
    Record(id: 3, email: "CY@mail.net"),
]

func validateAll(_ records: [Record]) async throws -> [String] {
    try await withThrowingTaskGroup(of: (Int, String).self) { group in
        for r in records {
            group.addTask { (r.id, try await validate(r)) }
        }
        var byID: [Int: String] = [:]
        for try await (id, email) in group {
            byID[id] = email
        }
        return byID.keys.sorted().map { byID[$0]! }
    }
}

do {
    print(try await validateAll(good))
} catch {
    print("unexpected:", error)
}

// Exactly one bad record, so the reported error is always the same.
let mixed = good + [Record(id: 4, email: "no-at-sign")]
do {
    _ = try await validateAll(mixed)
    print("should not get here")
} catch {
    print("failed:", error)
}

// Using next() by hand: a thrown child error surfaces from `try await group.next()`.
let outcome: String = await {
    do {
        return try await withThrowingTaskGroup(of: Int.self) { group in
            group.addTask { 10 }
            group.addTask { throw ValidationError.missingAt(id: 99) }
            var sum = 0
            while let value = try await group.next() {
                sum += value
            }
            return "sum \(sum)"
        }
    } catch let error as ValidationError {
        return "caught \(error)"
    } catch {
        return "other"
    }
}()
print(outcome)

// Errors can be ignored per child by catching inside the child task.
let lenient = await withThrowingTaskGroup(of: String?.self) { group -> [String] in
    for r in mixed {
        group.addTask { try? await validate(r) }
    }
    var ok: [String] = []
    while let next = try? await group.next() {
        if let email = next { ok.append(email) }
    }
    return ok.sorted()
}
print("lenient:", lenient.count, lenient.first ?? "-")

// expect: ["ann@example.com", "bob@site.org", "cy@mail.net"]
// expect: failed: record 4 has no @ in its email
// expect: caught record 99 has no @ in its email
// expect: lenient: 3 ann@example.com
