// Compiler test style: any Error values, as?/is casting and error arrays
enum NetworkError: Error { case offline, timeout(Int) }
enum DiskError: Error { case full(free: Int) }
struct ValidationError: Error {
    let field: String
    let reason: String
}
final class LegacyError: Error {
    let code: Int
    init(code: Int) { self.code = code }
}

let errors: [any Error] = [
    NetworkError.offline,
    DiskError.full(free: 12),
    ValidationError(field: "email", reason: "missing @"),
    NetworkError.timeout(30),
    LegacyError(code: 77),
]

for e in errors {
    switch e {
    case NetworkError.offline:
        print("offline")
    case NetworkError.timeout(let t):
        print("timeout after \(t)")
    case let d as DiskError:
        if case .full(let free) = d { print("disk full, \(free) free") }
    case let v as ValidationError:
        print("validation: \(v.field) - \(v.reason)")
    case is LegacyError:
        print("legacy code \((e as! LegacyError).code)")
    default:
        print("unknown")
    }
}

let networkCount = errors.filter { $0 is NetworkError }.count
print("network errors: \(networkCount)")
let fields = errors.compactMap { ($0 as? ValidationError)?.field }
print(fields)

func risky(_ n: Int) throws {
    switch n % 4 {
    case 0: throw NetworkError.timeout(n)
    case 1: throw ValidationError(field: "n", reason: "odd \(n)")
    case 2: throw LegacyError(code: n)
    default: return
    }
}

var caught: [any Error] = []
for n in 0..<8 {
    do {
        try risky(n)
        print("\(n) ok")
    } catch {
        caught.append(error)
    }
}
print("caught \(caught.count)")
for err in caught {
    if let ne = err as? NetworkError, case .timeout(let t) = ne {
        print("timeout \(t)")
    } else if let le = err as? LegacyError {
        print("legacy \(le.code)")
    } else if let ve = err as? ValidationError {
        print("invalid \(ve.reason)")
    }
}

// Generic error helper
func firstError<E: Error>(of type: E.Type, in list: [any Error]) -> E? {
    for e in list {
        if let match = e as? E { return match }
    }
    return nil
}
if let d = firstError(of: DiskError.self, in: errors) {
    print("found disk error \(d)")
}
print(firstError(of: DiskError.self, in: caught) == nil)

// Result with any Error
func wrap(_ n: Int) -> Result<Int, any Error> {
    Result { try risky(n); return n * 100 }
}
for n in [3, 4, 7] {
    switch wrap(n) {
    case .success(let v): print("wrapped \(v)")
    case .failure(let e): print("wrapped failure is NetworkError: \(e is NetworkError)")
    }
}
// expect: offline
// expect: disk full, 12 free
// expect: validation: email - missing @
// expect: timeout after 30
// expect: legacy code 77
// expect: network errors: 2
// expect: ["email"]
// expect: 3 ok
// expect: 7 ok
// expect: caught 6
// expect: timeout 0
// expect: invalid odd 1
// expect: legacy 2
// expect: timeout 4
// expect: invalid odd 5
// expect: legacy 6
// expect: found disk error full(free: 12)
// expect: true
// expect: wrapped 300
// expect: wrapped failure is NetworkError: true
// expect: wrapped 700
