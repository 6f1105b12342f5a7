// Advanced Swift style (Error handling): rethrows functions, Result(catching:), mapping results, and get()
enum ParseError: Error, Equatable {
    case empty
    case notANumber(String)
    case outOfRange(Int)
}
func parse(_ s: String) throws -> Int {
    guard !s.isEmpty else { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.notANumber(s) }
    guard (0...100).contains(n) else { throw ParseError.outOfRange(n) }
    return n
}

func mapAll<T, U>(_ items: [T], _ f: (T) throws -> U) rethrows -> [U] {
    var out: [U] = []
    for item in items { out.append(try f(item)) }
    return out
}
print(mapAll([1, 2, 3]) { $0 * 2 })
do {
    print(try mapAll(["4", "50"], parse))
    print(try mapAll(["4", "x", ""], parse))
} catch {
    print("failed:", error)
}

let results = ["7", "", "abc", "300"].map { s in Result { try parse(s) } }
for r in results {
    switch r {
    case .success(let v): print("ok", v)
    case .failure(let e): print("error", e)
    }
}
let doubled = results.map { $0.map { $0 * 2 } }
print(doubled.compactMap { try? $0.get() })
let recovered = results[1].flatMapError { _ in Result<Int, Error>.success(0) }
print(try! recovered.get())
let chained = results[0].flatMap { v in Result { try parse(String(v * 20)) } }
switch chained {
case .success(let v): print("chained", v)
case .failure(let e as ParseError): print("chained failed", e, e == .outOfRange(140))
case .failure: print("other")
}
let typed: Result<Int, ParseError> = .failure(.empty)
struct Wrapped: Error { var inner: ParseError }
print(typed.mapError { Wrapped(inner: $0) })
func firstValid(_ inputs: [String]) -> Int? {
    inputs.lazy.compactMap { try? parse($0) }.first
}
print(firstValid(["", "no", "12", "13"]) as Any)
print((try? parse("200")) as Any, (try? parse("20")) as Any)
let allOrNothing = Result { try mapAll(["1", "2"], parse) }
print(allOrNothing)

// expect: [2, 4, 6]
// expect: [4, 50]
// expect: failed: notANumber("x")
// expect: ok 7
// expect: error empty
// expect: error notANumber("abc")
// expect: error outOfRange(300)
// expect: [14]
// expect: 0
// expect: chained failed outOfRange(140) true
// expect: failure(main.Wrapped(inner: main.ParseError.empty))
// expect: Optional(12)
// expect: nil Optional(20)
// expect: success([1, 2])
