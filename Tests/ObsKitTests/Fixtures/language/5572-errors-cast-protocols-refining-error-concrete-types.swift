// Compiler test style (dynamic casts): errors cast to protocols refining Error, to concrete types and back from Any
protocol AppError: Error {
    var code: Int { get }
}
protocol Retryable: AppError {
    var attempts: Int { get }
}
enum NetworkError: Retryable {
    case timeout(Int)
    case refused
    var code: Int { switch self { case .timeout: return 408; case .refused: return 503 } }
    var attempts: Int { if case .timeout(let n) = self { return n }; return 0 }
}
struct ParseError: AppError {
    let line: Int
    var code: Int { return 400 + line }
}
enum Plain: Error { case oops }

func fail(_ which: Int) throws -> String {
    switch which {
    case 0: throw NetworkError.timeout(3)
    case 1: throw NetworkError.refused
    case 2: throw ParseError(line: 7)
    case 3: throw Plain.oops
    default: return "ok \(which)"
    }
}

for i in 0...4 {
    do {
        print(try fail(i))
    } catch let e as Retryable {
        print("retryable", e.code, "attempts", e.attempts)
    } catch let e as AppError {
        print("app error", e.code, type(of: e))
    } catch {
        print("other error", error, error is AppError)
    }
}

let errors: [Error] = [NetworkError.refused, ParseError(line: 1), Plain.oops]
for e in errors {
    print(e is AppError, e is Retryable, (e as? AppError)?.code ?? -1)
}
let anyErr: Any = ParseError(line: 2)
if let app = anyErr as? AppError { print("from Any", app.code) }
if let err = anyErr as? Error { print("as Error", err) }
let wrapped: Error = NetworkError.timeout(9)
if case NetworkError.timeout(let n)? = wrapped as? NetworkError { print("pattern", n) }
let results: [Result<Int, Error>] = [.success(1), .failure(Plain.oops), .failure(ParseError(line: 5))]
for r in results {
    switch r {
    case .success(let v): print("success", v)
    case .failure(let e as AppError): print("failure app", e.code)
    case .failure(let e): print("failure", e)
    }
}

// expect: retryable 408 attempts 3
// expect: retryable 503 attempts 0
// expect: app error 407 ParseError
// expect: other error oops false
// expect: ok 4
// expect: true true 503
// expect: true false 401
// expect: false false -1
// expect: from Any 402
// expect: as Error ParseError(line: 2)
// expect: pattern 9
// expect: success 1
// expect: failure oops
// expect: failure app 405
