// Compiler test style: printing Error enums, Result values and caught errors

enum ParseError: Error {
    case empty
    case badChar(Character, at: Int)
    case tooLong(limit: Int)
}

struct CodedError: Error, CustomStringConvertible {
    let code: Int
    var description: String { "CodedError(code=\(code))" }
}

func parse(_ s: String) throws -> Int {
    if s.isEmpty { throw ParseError.empty }
    if s.count > 4 { throw ParseError.tooLong(limit: 4) }
    var v = 0
    for (i, c) in s.enumerated() {
        guard let d = c.wholeNumberValue else { throw ParseError.badChar(c, at: i) }
        v = v * 10 + d
    }
    if v == 0 { throw CodedError(code: 7) }
    return v
}

for input in ["12", "", "1x3", "12345", "0", "9999"] {
    do {
        let v = try parse(input)
        print("ok \(input) -> \(v)")
    } catch let e as ParseError {
        print("parse error for \"\(input)\": \(e)")
    } catch {
        print("other error: \(error)")
    }
}

let results: [Result<Int, ParseError>] = [.success(1), .failure(.empty), .failure(.badChar("z", at: 2))]
for r in results {
    print(r)
}
print(results)
debugPrint(results[2])

func wrap(_ s: String) -> Result<Int, Error> {
    Result { try parse(s) }
}
print(wrap("42"))
print(wrap("a"))
print(wrap("0"))

let r = wrap("77")
switch r {
case .success(let v): print("value", v)
case .failure(let e): print("fail", e)
}
print((try? parse("5")) as Any)
print((try? parse("")) as Any)
print(type(of: ParseError.empty))
print(String(reflecting: ParseError.tooLong(limit: 3)))
print(String(describing: CodedError(code: 1)))

let anyErr: Error = ParseError.badChar("!", at: 0)
print(anyErr)
print(type(of: anyErr))
let errs: [Error] = [ParseError.empty, CodedError(code: 2)]
print(errs.map { "\($0)" })
dump(ParseError.badChar("q", at: 5))
dump(Result<String, ParseError>.success("fine"))
print(Result<Int, ParseError>.success(3).map { $0 * 2 })
print(Result<Int, ParseError>.failure(.empty).map { $0 * 2 })

// expect: ok 12 -> 12
// expect: parse error for "": empty
// expect: parse error for "1x3": badChar("x", at: 1)
// expect: parse error for "12345": tooLong(limit: 4)
// expect: other error: CodedError(code=7)
// expect: ok 9999 -> 9999
// expect: success(1)
// expect: failure(main.ParseError.empty)
// expect: failure(main.ParseError.badChar("z", at: 2))
// expect: [Swift.Result<Swift.Int, main.ParseError>.success(1), Swift.Result<Swift.Int, main.ParseError>.failure(main.ParseError.empty), Swift.Result<Swift.Int, main.ParseError>.failure(main.ParseError.badChar("z", at: 2))]
// expect: Swift.Result<Swift.Int, main.ParseError>.failure(main.ParseError.badChar("z", at: 2))
// expect: success(42)
// expect: failure(main.ParseError.badChar("a", at: 0))
// expect: failure(CodedError(code=7))
// expect: value 77
// expect: Optional(5)
// expect: nil
// expect: ParseError
// expect: main.ParseError.tooLong(limit: 3)
// expect: CodedError(code=1)
// expect: badChar("!", at: 0)
// expect: ParseError
// expect: ["empty", "CodedError(code=2)"]
// expect: ▿ main.ParseError.badChar
// expect:   ▿ badChar: (2 elements)
// expect:     - .0: "q"
// expect:     - at: 5
// expect: ▿ Swift.Result<Swift.String, main.ParseError>.success
// expect:   - success: "fine"
// expect: success(6)
// expect: failure(main.ParseError.empty)
