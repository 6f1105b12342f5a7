// Compiler test style: nested do/catch — enum pattern catches with where clauses, rethrowing from inner handlers and catch-all fallbacks
enum NetworkError: Error {
    case timeout(seconds: Int)
    case status(code: Int, message: String)
    case offline
}

enum AppError: Error {
    case wrapped(NetworkError, context: String)
    case giveUp(attempts: Int)
}

struct Unrelated: Error {}

func fetch(_ scenario: Int) throws {
    switch scenario {
    case 0: return
    case 1: throw NetworkError.timeout(seconds: 5)
    case 2: throw NetworkError.timeout(seconds: 60)
    case 3: throw NetworkError.status(code: 404, message: "not found")
    case 4: throw NetworkError.status(code: 503, message: "unavailable")
    case 5: throw NetworkError.offline
    default: throw Unrelated()
    }
}

func classify(_ scenario: Int) throws -> String {
    do {
        try fetch(scenario)
        return "ok"
    } catch NetworkError.timeout(let s) where s < 30 {
        return "short timeout \(s)s, retrying"
    } catch NetworkError.status(let code, _) where (400..<500).contains(code) {
        return "client error \(code)"
    } catch let NetworkError.status(code, message) {
        throw AppError.wrapped(.status(code: code, message: message), context: "server")
    } catch NetworkError.timeout, NetworkError.offline {
        throw AppError.giveUp(attempts: 3)
    }
}

for scenario in 0...6 {
    do {
        do {
            let r = try classify(scenario)
            print("\(scenario): \(r)")
        } catch AppError.wrapped(.status(let code, let message), let context) where code >= 500 {
            print("\(scenario): \(context) failure \(code) (\(message))")
        }
    } catch let AppError.giveUp(n) {
        print("\(scenario): gave up after \(n) attempts")
    } catch is Unrelated {
        print("\(scenario): unrelated error")
    } catch {
        print("\(scenario): unexpected \(error)")
    }
}

// catch binding with a cast and a where clause on the bound value
func describe(_ error: Error) -> String {
    do {
        throw error
    } catch let e as NetworkError where { if case .offline = e { return true }; return false }() {
        return "network offline"
    } catch let e as NetworkError {
        return "network: \(e)"
    } catch {
        return "other: \(type(of: error))"
    }
}
print(describe(NetworkError.offline))
print(describe(NetworkError.timeout(seconds: 1)))
print(describe(AppError.giveUp(attempts: 1)))

// expect: 0: ok
// expect: 1: short timeout 5s, retrying
// expect: 2: gave up after 3 attempts
// expect: 3: client error 404
// expect: 4: server failure 503 (unavailable)
// expect: 5: gave up after 3 attempts
// expect: 6: unrelated error
// expect: network offline
// expect: network: timeout(seconds: 1)
// expect: other: AppError
