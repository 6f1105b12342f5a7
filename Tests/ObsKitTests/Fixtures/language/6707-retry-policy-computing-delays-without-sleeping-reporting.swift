// Swift by Sundell style (retry with backoff): a retry policy computing delays without sleeping, reporting attempts through a Result
enum FetchError: Error, Equatable {
    case rateLimited
    case badGateway
    case notFound
}

struct RetryPolicy {
    let maxAttempts: Int
    let baseDelay: Int

    func delay(before attempt: Int) -> Int {
        attempt <= 1 ? 0 : baseDelay << (attempt - 2)
    }

    func run<T>(_ shouldRetry: (FetchError) -> Bool, _ body: (Int) throws -> T) -> (Result<T, Error>, attempts: Int, waited: Int) {
        var waited = 0
        var attempt = 0
        var last: Error = FetchError.notFound
        while attempt < maxAttempts {
            attempt += 1
            waited += delay(before: attempt)
            do {
                return (.success(try body(attempt)), attempt, waited)
            } catch let error as FetchError where shouldRetry(error) {
                last = error
            } catch {
                return (.failure(error), attempt, waited)
            }
        }
        return (.failure(last), attempt, waited)
    }
}

let policy = RetryPolicy(maxAttempts: 4, baseDelay: 100)
print((1...5).map(policy.delay(before:)))
let transient: (FetchError) -> Bool = { $0 != .notFound }

var log: [Int] = []
let first = policy.run(transient) { attempt -> String in
    log.append(attempt)
    if attempt < 3 { throw FetchError.rateLimited }
    return "data@\(attempt)"
}
print(first.0, first.attempts, first.waited, log)

let second = policy.run(transient) { _ -> String in throw FetchError.badGateway }
print(second.0, second.attempts, second.waited)

let third = policy.run(transient) { _ -> Int in throw FetchError.notFound }
print(third.0, third.attempts, third.waited)

switch second.0 {
case .failure(let e as FetchError) where e == .badGateway: print("exhausted on bad gateway")
default: print("something else")
}

// expect: [0, 100, 200, 400, 800]
// expect: success("data@3") 3 300 [1, 2, 3]
// expect: failure(main.FetchError.badGateway) 4 700
// expect: failure(main.FetchError.notFound) 1 0
// expect: exhausted on bad gateway
