// Compiler test style: generic error types and typed throws propagated through generic functions
// known-gap: line 5: expected "ParseError<String> empty", got "ParseError empty"
enum ParseError<Input>: Error {
    case bad(Input)
    case empty
}
struct Limit: Error { let n: Int }

func parse(_ s: String) throws(ParseError<String>) -> Int {
    if s.isEmpty { throw .empty }
    guard let v = Int(s) else { throw .bad(s) }
    return v
}

func mapAll<T, U, E: Error>(_ xs: [T], _ f: (T) throws(E) -> U) throws(E) -> [U] {
    var out: [U] = []
    for x in xs { out.append(try f(x)) }
    return out
}

func capture<T, E: Error>(_ body: () throws(E) -> T) -> Result<T, E> {
    do { return .success(try body()) } catch { return .failure(error) }
}

print(capture { try mapAll(["1", "2"], parse) })
print(capture { try mapAll(["1", "x", ""], parse) })
print(capture { try mapAll([String](), parse) })
let r = capture { () throws(Limit) -> Int in throw Limit(n: 3) }
switch r {
case .success(let v): print("ok", v)
case .failure(let e): print("limit", e.n, type(of: e))
}
do {
    _ = try parse("")
} catch {
    print(type(of: error), error)
}
let noThrow = capture { 5 }
print(type(of: noThrow))
// expect: success([1, 2])
// expect: failure(main.ParseError<Swift.String>.bad("x"))
// expect: success([])
// expect: limit 3 Limit
// expect: ParseError<String> empty
// expect: Result<Int, Never>
