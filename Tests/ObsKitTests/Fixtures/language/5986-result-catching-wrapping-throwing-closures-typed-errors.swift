// Swift stdlib test style (Result APIs): Result(catching:) wrapping throwing closures, typed errors recovered with get(), and converting between Result, Optional and throws
enum VaultError: Error, CustomStringConvertible {
    case locked
    case wrongCode(attempt: Int)
    var description: String {
        switch self {
        case .locked: return "vault locked"
        case .wrongCode(let n): return "wrong code on attempt \(n)"
        }
    }
}

var attempts = 0
func open(code: Int) throws -> String {
    attempts += 1
    if attempts > 3 { throw VaultError.locked }
    guard code == 1234 else { throw VaultError.wrongCode(attempt: attempts) }
    return "gold"
}

for code in [1111, 1234, 2222, 1234] {
    let result = Result { try open(code: code) }
    switch result {
    case .success(let loot): print("opened:", loot)
    case .failure(let error): print("failed:", error)
    }
}

let caught = Result<Int, Error>(catching: { throw VaultError.locked })
struct Described: Error { let text: String }
print(caught.map { $0 + 1 }.mapError { Described(text: "\($0)") })
if case .failure(let e) = caught, let v = e as? VaultError { print("as VaultError:", v) }

let ok = Result<Int, Error> { 21 * 2 }
print((try? ok.get()) as Any, (try? caught.get()) as Any)

func fetch(_ n: Int) throws -> Int {
    if n < 0 { throw VaultError.wrongCode(attempt: n) }
    return n * 10
}
let collected = [1, -2, 3].map { n in Result { try fetch(n) } }
for r in collected {
    do { print("value", try r.get()) } catch { print("error", error) }
}
let allOrNothing = Result { try [1, 2, 3].map(fetch) }
print((try? allOrNothing.get()) as Any)
let oneBad = Result { try [1, -5, 3].map(fetch) }
print((try? oneBad.get()) as Any)

let optional: Int? = nil
let fromOptional: Result<Int, VaultError> = optional.map { .success($0) } ?? .failure(.locked)
print(fromOptional)
let typed: Result<String, VaultError> = .success("ok")
print(typed, (try? typed.get()) ?? "none")

// expect: failed: wrong code on attempt 1
// expect: opened: gold
// expect: failed: wrong code on attempt 3
// expect: failed: vault locked
// expect: failure(main.Described(text: "vault locked"))
// expect: as VaultError: vault locked
// expect: Optional(42) nil
// expect: value 10
// expect: error wrong code on attempt -2
// expect: value 30
// expect: Optional([10, 20, 30])
// expect: nil
// expect: failure(vault locked)
// expect: success("ok") ok
