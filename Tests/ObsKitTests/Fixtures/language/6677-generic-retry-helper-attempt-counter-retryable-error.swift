// Swift by Sundell style (retry): a generic retry helper with an attempt counter and a retryable-error predicate
enum NetworkError: Error {
    case timeout(attempt: Int)
    case serverError(code: Int)
    case unauthorized

    var isRetryable: Bool {
        switch self {
        case .timeout: return true
        case .serverError(let code): return code >= 500
        case .unauthorized: return false
        }
    }
}

func retry<T>(times: Int, _ label: String, operation: (Int) throws -> T) throws -> T {
    var attempt = 0
    while true {
        attempt += 1
        do {
            let value = try operation(attempt)
            print("[\(label)] succeeded on attempt \(attempt)")
            return value
        } catch let error as NetworkError where error.isRetryable && attempt < times {
            print("[\(label)] attempt \(attempt) failed: \(error), retrying")
        }
    }
}

let flaky = { (attempt: Int) throws -> String in
    if attempt < 3 { throw NetworkError.timeout(attempt: attempt) }
    return "payload"
}
print(try retry(times: 5, "flaky", operation: flaky))

do {
    _ = try retry(times: 2, "down") { attempt -> Int in
        throw NetworkError.serverError(code: 502 + attempt)
    }
} catch let e as NetworkError {
    print("gave up:", e)
}

do {
    _ = try retry(times: 4, "auth") { _ -> Int in throw NetworkError.unauthorized }
} catch NetworkError.unauthorized {
    print("not retried: unauthorized")
}

do {
    _ = try retry(times: 3, "client") { _ -> Int in throw NetworkError.serverError(code: 404) }
} catch NetworkError.serverError(let code) where code < 500 {
    print("client error \(code) is final")
}

// expect: [flaky] attempt 1 failed: timeout(attempt: 1), retrying
// expect: [flaky] attempt 2 failed: timeout(attempt: 2), retrying
// expect: [flaky] succeeded on attempt 3
// expect: payload
// expect: [down] attempt 1 failed: serverError(code: 503), retrying
// expect: gave up: serverError(code: 504)
// expect: not retried: unauthorized
// expect: client error 404 is final
