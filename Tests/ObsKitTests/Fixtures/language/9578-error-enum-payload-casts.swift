// Error enums with payloads, casting `any Error` back to concrete types, pattern-matched catches
enum ParseError: Error, Equatable {
    case empty
    case badChar(Character, at: Int)
    case tooLong(limit: Int, actual: Int)
}
struct WrappedError: Error, CustomStringConvertible {
    let underlying: any Error
    let context: String
    var description: String { "\(context): \(underlying)" }
}
enum Other: Error { case boom }

func parseDigits(_ s: String, limit: Int = 4) throws -> Int {
    if s.isEmpty { throw ParseError.empty }
    if s.count > limit { throw ParseError.tooLong(limit: limit, actual: s.count) }
    var v = 0
    for (i, ch) in s.enumerated() {
        guard let d = ch.wholeNumberValue else { throw ParseError.badChar(ch, at: i) }
        v = v * 10 + d
    }
    return v
}
func wrapped(_ s: String) throws -> Int {
    do { return try parseDigits(s) }
    catch { throw WrappedError(underlying: error, context: "parsing '\(s)'") }
}

for input in ["42", "", "4x2", "123456", "0007"] {
    do {
        print("value", try parseDigits(input))
    } catch ParseError.badChar(let ch, at: let pos) where pos > 0 {
        print("bad char \(ch) inside at \(pos)")
    } catch ParseError.tooLong(let limit, _) {
        print("too long; limit", limit)
    } catch let e as ParseError {
        print("other parse error:", e)
    } catch {
        print("unknown", error)
    }
}
let errors: [any Error] = [ParseError.empty, Other.boom, WrappedError(underlying: Other.boom, context: "ctx")]
for e in errors {
    if let p = e as? ParseError { print("parse:", p == .empty) }
    else if let w = e as? WrappedError { print("wrapped:", w.underlying is Other, w) }
    else { print("fallback:", e, type(of: e)) }
}
do { _ = try wrapped("9z") } catch let w as WrappedError {
    print(w)
    if case ParseError.badChar(let c, let i)? = w.underlying as? ParseError { print("inner", c, i) }
} catch { print("unreachable") }
let r = Result { try parseDigits("12345") }
switch r {
case .success(let v): print("ok", v)
case .failure(let e): print("failed with", e, (e as? ParseError) == .tooLong(limit: 4, actual: 5))
}
print(ParseError.badChar("q", at: 3))
print((try? parseDigits("")) as Any, (try? parseDigits("77")) as Any)
let localized = String(describing: Other.boom)
print(localized, "\(ParseError.tooLong(limit: 1, actual: 2))")

// expect: value 42
// expect: other parse error: empty
// expect: bad char x inside at 1
// expect: too long; limit 4
// expect: value 7
// expect: parse: true
// expect: fallback: boom Other
// expect: wrapped: true ctx: boom
// expect: parsing '9z': badChar("z", at: 1)
// expect: inner z 1
// expect: failed with tooLong(limit: 4, actual: 5) true
// expect: badChar("q", at: 3)
// expect: nil Optional(77)
// expect: boom tooLong(limit: 1, actual: 2)
