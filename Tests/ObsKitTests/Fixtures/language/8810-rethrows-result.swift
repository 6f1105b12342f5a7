// Compiler test style (rethrows and Result): converting between throwing code and values
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
}

func parseInt(_ s: String) throws -> Int {
    if s.isEmpty { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.notANumber(s) }
    return n
}

func applyAll<T, U>(_ xs: [T], _ f: (T) throws -> U) rethrows -> [U] {
    var out: [U] = []
    for x in xs { out.append(try f(x)) }
    return out
}

// Non-throwing closure: no try needed
print(applyAll([1, 2, 3]) { $0 * 10 })
do {
    print(try applyAll(["1", "2"], parseInt))
    print(try applyAll(["1", "two", ""], parseInt))
} catch {
    print("caught \(error)")
}

// Result from a throwing expression
let results = ["7", "", "x9"].map { s in Result { try parseInt(s) } }
for r in results {
    switch r {
    case .success(let v): print("success \(v)")
    case .failure(let e): print("failure \(e)")
    }
}

// map / flatMap / mapError / get
let doubled = results[0].map { $0 * 2 }
print(try doubled.get())
struct Wrapped: Error { let inner: any Error }
let described = results[2].mapError { Wrapped(inner: $0) }
print(described)
let chained: Result<Int, ParseError> = .success(5)
let halved = chained.flatMap { $0 % 2 == 0 ? .success($0 / 2) : .failure(.notANumber("odd \($0)")) }
print(halved)

// Typed errors in a Result
func divide(_ a: Int, _ b: Int) -> Result<Int, ParseError> {
    b == 0 ? .failure(.notANumber("division by zero")) : .success(a / b)
}
print(divide(10, 2), divide(1, 0))
print(divide(9, 3) == .success(3), (try? divide(1, 0).get()) as Any)

// rethrows function calling another rethrows function
func firstMatch<T>(_ xs: [T], where pred: (T) throws -> Bool) rethrows -> T? {
    try applyAll(xs) { try pred($0) ? $0 : nil }.compactMap { $0 }.first
}
print(firstMatch([3, 8, 10]) { $0 > 5 } as Any)
do {
    _ = try firstMatch(["4", "a"]) { try parseInt($0) > 10 }
} catch let e as ParseError {
    print("typed catch: \(e)")
}

// expect: [10, 20, 30]
// expect: [1, 2]
// expect: caught notANumber("two")
// expect: success 7
// expect: failure empty
// expect: failure notANumber("x9")
// expect: 14
// expect: failure(main.Wrapped(inner: main.ParseError.notANumber("x9")))
// expect: failure(main.ParseError.notANumber("odd 5"))
// expect: success(5) failure(main.ParseError.notANumber("division by zero"))
// expect: true nil
// expect: Optional(8)
// expect: typed catch: notANumber("a")
