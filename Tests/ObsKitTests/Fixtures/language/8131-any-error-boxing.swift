// Swift Evolution style: SE-0335 explicit any Error existentials, error boxing, casting and Result mapping
enum NetworkError: Error {
    case offline
    case status(Int)
}

struct ParseError: Error, CustomStringConvertible {
    let line: Int
    var description: String { "parse error at line \(line)" }
}

func step(_ n: Int) throws -> Int {
    switch n {
    case 1: throw NetworkError.offline
    case 2: throw NetworkError.status(503)
    case 3: throw ParseError(line: 42)
    default: return n * 10
    }
}

var collected: [any Error] = []
for n in 0...4 {
    do {
        print("ok \(try step(n))")
    } catch {
        collected.append(error)
    }
}

for error in collected {
    switch error {
    case NetworkError.offline:
        print("offline")
    case NetworkError.status(let code) where code >= 500:
        print("server error \(code)")
    case let parse as ParseError:
        print("parse: \(parse.line)")
    default:
        print("other: \(error)")
    }
}

func classify(_ error: any Error) -> String {
    if error is NetworkError { return "network" }
    if let p = error as? ParseError { return p.description }
    return "unknown"
}
print(collected.map(classify))

let results: [Result<Int, any Error>] = (0...3).map { n in Result { try step(n) } }
for r in results {
    switch r.map({ $0 + 1 }) {
    case .success(let v): print("success \(v)")
    case .failure(let e): print("failure \(e)")
    }
}

let recovered = results.map { (try? $0.get()) ?? -1 }
print(recovered)

func rethrowing(_ body: () throws -> Int) rethrows -> Int { try body() + 1 }
print(rethrowing { 5 })
do { _ = try rethrowing { try step(2) } } catch let e as NetworkError { print("rethrown \(e)") } catch { print(error) }

// expect: ok 0
// expect: ok 40
// expect: offline
// expect: server error 503
// expect: parse: 42
// expect: ["network", "network", "parse error at line 42"]
// expect: success 1
// expect: failure offline
// expect: failure status(503)
// expect: failure parse error at line 42
// expect: [0, -1, -1, -1]
// expect: 6
// expect: rethrown status(503)
