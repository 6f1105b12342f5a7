// Apple docs style (Task.result): inspecting success and failure without try
enum LoginError: Error, CustomStringConvertible {
    case badPassword(user: String)
    case locked(minutes: Int)

    var description: String {
        switch self {
        case .badPassword(let user): return "bad password for \(user)"
        case .locked(let minutes): return "account locked for \(minutes) min"
        }
    }
}

struct Session {
    let user: String
    let token: String
}

func login(_ user: String, _ password: String) async throws -> Session {
    await Task.yield()
    if user == "root" { throw LoginError.locked(minutes: 15) }
    guard password.count >= 6 else { throw LoginError.badPassword(user: user) }
    return Session(user: user, token: String(password.reversed()).uppercased())
}

let attempts = [("mia", "sunshine"), ("leo", "abc"), ("root", "whatever"), ("zoe", "pa55word")]
for (user, password) in attempts {
    let task = Task { try await login(user, password) }
    switch await task.result {
    case .success(let session):
        print("ok \(session.user) token=\(session.token)")
    case .failure(let error):
        print("failed: \(error)")
    }
}

// result.get() turns the Result back into a throwing call.
let annTask = Task { try await login("ann", "secret1") }
do {
    let session = try await annTask.result.get()
    print("got session for", session.user)
} catch {
    print("unexpected:", error)
}

// Result can be transformed before it is unpacked.
let boTask = Task { try await login("bo", "x") }
let tokenLength = await boTask.result.map { $0.token.count }
switch tokenLength {
case .success(let n): print("token length", n)
case .failure(let error as LoginError): print("typed failure:", error)
case .failure(let error): print("other failure:", error)
}

// A Never-failing task still exposes a Result.
let counter = Task { [1, 2, 3].map { $0 * $0 }.reduce(0, +) }
if case .success(let value) = await counter.result {
    print("squares:", value)
}

// Counting outcomes over many tasks.
var successes = 0
var failures: [String] = []
for (user, password) in [("a", "123456"), ("b", "12"), ("root", "123456"), ("c", "abcdef")] {
    let result = await Task { try await login(user, password) }.result
    switch result {
    case .success: successes += 1
    case .failure(let error): failures.append("\(error)")
    }
}
print("successes:", successes)
print("failures:", failures.joined(separator: "; "))

// expect: ok mia token=ENIHSNUS
// expect: failed: bad password for leo
// expect: failed: account locked for 15 min
// expect: ok zoe token=DROW55AP
// expect: got session for ann
// expect: typed failure: bad password for bo
// expect: squares: 14
// expect: successes: 2
// expect: failures: bad password for b; account locked for 15 min
