// Typed throws and Result: throws(E), Result map/flatMap/mapError, get(), init(catching:)
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum ValidationError: Error, Equatable {
    case empty
    case tooShort(min: Int)
    case forbidden(Character)
}

func validate(username: String) throws(ValidationError) -> String {
    if username.isEmpty { throw .empty }
    if username.count < 3 { throw .tooShort(min: 3) }
    if let bad = username.first(where: { !$0.isLetter && !$0.isNumber }) { throw .forbidden(bad) }
    return username.lowercased()
}

for name in ["Alice99", "", "xy", "bad name", "Zed"] {
    do {
        let ok = try validate(username: name)
        print("valid: \(ok)")
    } catch {
        switch error {
        case .empty: print("error: empty")
        case .tooShort(let m): print("error: shorter than \(m)")
        case .forbidden(let c): print("error: forbidden '\(c)'")
        }
    }
}

func fetchScore(for id: Int) -> Result<Int, ValidationError> {
    id > 0 ? .success(id * 10) : .failure(.forbidden("-"))
}
let doubled = fetchScore(for: 4).map { $0 * 2 }
print(doubled)
let chained = fetchScore(for: 2).flatMap { s in s > 15 ? .success("high \(s)") : .failure(.tooShort(min: 15)) }
print(chained)
let failed = fetchScore(for: -1).mapError { e -> NSErrorLike in NSErrorLike(code: 400, wrapped: "\(e)") }
print(failed)

struct NSErrorLike: Error { let code: Int; let wrapped: String }

switch fetchScore(for: 3) {
case .success(let v) where v >= 30: print("good score \(v)")
case .success(let v): print("score \(v)")
case .failure(let e): print("failed \(e)")
}

let results = [1, 0, 5].map(fetchScore(for:))
let successes = results.compactMap { try? $0.get() }
print(successes, results.filter { if case .failure = $0 { return true }; return false }.count)

let caught = Result { try validate(username: "ok!") }
print(caught)
let fine = Result<String, ValidationError> { () throws(ValidationError) in try validate(username: "Fine") }
if case .success(let s) = fine { print("fine -> \(s)") }

func firstValid(_ names: [String]) throws(ValidationError) -> String {
    var lastError = ValidationError.empty
    for n in names {
        do { return try validate(username: n) } catch { lastError = error }
    }
    throw lastError
}
print((try? firstValid(["", "a", "Bob"])) ?? "none")
do { _ = try firstValid(["", "ab"]) } catch { print("last error:", error, error == .tooShort(min: 3)) }
// expect: valid: alice99
// expect: error: empty
// expect: error: shorter than 3
// expect: error: forbidden ' '
// expect: valid: zed
// expect: success(80)
// expect: success("high 20")
// expect: failure(main.NSErrorLike(code: 400, wrapped: "forbidden(\"-\")"))
// expect: good score 30
// expect: [10, 50] 1
// expect: failure(main.ValidationError.forbidden("!"))
// expect: fine -> fine
// expect: bob
// expect: last error: tooShort(min: 3) true
