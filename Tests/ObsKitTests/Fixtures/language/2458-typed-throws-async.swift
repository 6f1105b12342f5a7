// Compiler test style (concurrency): typed throws on async functions, closures and task groups
enum ValidationError: Error, Equatable {
    case tooShort(Int)
    case forbidden(String)
}

func validate(_ name: String) async throws(ValidationError) -> String {
    if name.count < 3 { throw .tooShort(name.count) }
    if name == "root" { throw .forbidden(name) }
    return name.prefix(1).uppercased() + name.dropFirst()
}

func validateAll(_ names: [String]) async -> [String] {
    var out: [String] = []
    for n in names {
        do {
            out.append(try await validate(n))
        } catch {
            // `error` is statically a ValidationError here.
            switch error {
            case .tooShort(let len): out.append("short(\(len))")
            case .forbidden(let word): out.append("forbidden(\(word))")
            }
        }
    }
    return out
}

print(await validateAll(["alice", "bo", "root", "carol"]))

func firstValid(_ names: [String]) async throws(ValidationError) -> String {
    for n in names {
        if let v = try? await validate(n) { return v }
    }
    throw .forbidden("all")
}
print("first valid:", try await firstValid(["x", "root", "dave"]))
do {
    _ = try await firstValid(["x"])
} catch {
    print("none valid:", error, error == .forbidden("all"))
}

let typedClosure = { (n: Int) async throws(ValidationError) -> Int in
    if n < 0 { throw ValidationError.tooShort(n) }
    return n * 2
}
print("closure:", try await typedClosure(21))
do { _ = try await typedClosure(-4) } catch { print("closure error:", error) }

func neverThrows() async throws(Never) -> Int { 5 }
let five = await neverThrows()
print("never:", five)

let r = await Task { () async throws(ValidationError) -> String in
    try await validate("ok")
}.result
switch r {
case .success(let s): print("task success", s)
case .failure(let e): print("task failure", e)
}
let anyError: any Error = ValidationError.tooShort(1)
print("as any Error:", anyError, anyError is ValidationError)

// expect: ["Alice", "short(2)", "forbidden(root)", "Carol"]
// expect: first valid: Dave
// expect: none valid: forbidden("all") true
// expect: closure: 42
// expect: closure error: tooShort(-4)
// expect: never: 5
// expect: task failure tooShort(2)
// expect: as any Error: tooShort(1) true
