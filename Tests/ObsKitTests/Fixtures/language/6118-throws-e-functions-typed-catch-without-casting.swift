// Compiler test style (typed throws): throws(E) functions, typed catch without casting, rethrowing generic error types, throws(Never) and error conversion
enum ParseError: Error, Equatable { case empty, notNumber(String), tooBig(Int) }
enum AppError: Error { case parse(ParseError), other(String) }

func parse(_ s: String) throws(ParseError) -> Int {
    guard !s.isEmpty else { throw .empty }
    guard let n = Int(s) else { throw .notNumber(s) }
    guard n < 1000 else { throw ParseError.tooBig(n) }
    return n
}

for input in ["12", "", "abc", "5000"] {
    do {
        print("parsed", try parse(input))
    } catch {
        let e: ParseError = error
        switch e {
        case .empty: print("empty input")
        case .notNumber(let s): print("not a number:", s)
        case .tooBig(let n): print("too big:", n)
        }
    }
}

func load(_ s: String) throws(AppError) -> Int {
    do { return try parse(s) } catch { throw .parse(error) }
}
do { _ = try load("x") } catch .parse(let inner) { print("app error wrapping", inner) } catch { print("other") }

func map<T, U, E: Error>(_ xs: [T], _ f: (T) throws(E) -> U) throws(E) -> [U] {
    var out: [U] = []
    for x in xs { out.append(try f(x)) }
    return out
}
let doubled = map([1, 2, 3]) { $0 * 2 }
print(doubled)
do { print(try map(["1", "2"], parse)) } catch { print("unexpected", error) }
do { _ = try map(["1", "q"], parse) } catch { print("typed", error, error == .notNumber("q")) }

func never() throws(Never) -> String { "cannot fail" }
print(never())
let result = Result<Int, ParseError> { () throws(ParseError) -> Int in try parse("77") }
print(result)
let failed = Result { () throws(ParseError) -> Int in try parse("") }
if case .failure(let e) = failed { print("result failure", e) }

func untyped() throws -> Int { try parse("bad") }
do { _ = try untyped() } catch let e as ParseError { print("any Error cast back", e) } catch {}
let closure = { () throws(ParseError) -> Void in throw .tooBig(1) }
do { try closure() } catch { print(type(of: error), error) }
print((try? parse("9")) as Any, (try? parse("")) as Any)

// expect: parsed 12
// expect: empty input
// expect: not a number: abc
// expect: too big: 5000
// expect: app error wrapping notNumber("x")
// expect: [2, 4, 6]
// expect: [1, 2]
// expect: typed notNumber("q") true
// expect: cannot fail
// expect: success(77)
// expect: result failure empty
// expect: any Error cast back notNumber("bad")
// expect: ParseError tooBig(1)
// expect: Optional(9) nil
