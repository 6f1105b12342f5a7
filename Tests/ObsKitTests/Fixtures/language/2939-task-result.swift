// Compiler test style: Task.result exposing success and failure as a Result value
enum ValidationError: Error {
    case tooShort(Int)
}

func validate(_ password: String) async throws -> String {
    guard password.count >= 6 else {
        throw ValidationError.tooShort(password.count)
    }
    return String(repeating: "*", count: password.count)
}

for pw in ["hunter22", "abc"] {
    let task = Task { try await validate(pw) }
    switch await task.result {
    case .success(let masked):
        print("valid:", masked)
    case .failure(ValidationError.tooShort(let n)):
        print("too short:", n)
    case .failure(let other):
        print("other:", other)
    }
}

let neverFails = Task { () -> Int in 99 }
let r = await neverFails.result
if case .success(let v) = r {
    print("never fails:", v)
}

let mapped = await Task { try await validate("longenough") }.result.map { $0.count }
print("mapped:", (try? mapped.get()) ?? 0)
// expect: valid: ********
// expect: too short: 3
// expect: never fails: 99
// expect: mapped: 10
