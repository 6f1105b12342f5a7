// Compiler test style: custom Error enums with payloads, catch patterns with where clauses
enum ParseError: Error {
    case empty
    case invalidCharacter(Character, position: Int)
    case outOfRange(value: Int, limit: Int)
}

enum NetworkError: Error, Equatable {
    case timeout(seconds: Int)
    case status(code: Int)
}

func parseSmall(_ s: String, limit: Int = 1000) throws -> Int {
    if s.isEmpty { throw ParseError.empty }
    var result = 0
    for (i, ch) in s.enumerated() {
        guard let d = ch.wholeNumberValue else {
            throw ParseError.invalidCharacter(ch, position: i)
        }
        result = result * 10 + d
    }
    if result > limit { throw ParseError.outOfRange(value: result, limit: limit) }
    return result
}

func fetch(_ code: Int) throws -> String {
    switch code {
    case 200: return "ok"
    case 0: throw NetworkError.timeout(seconds: 30)
    default: throw NetworkError.status(code: code)
    }
}

for input in ["123", "", "12x4", "99999", "7"] {
    do {
        let v = try parseSmall(input)
        print("parsed \(v)")
    } catch ParseError.empty {
        print("empty input")
    } catch let ParseError.invalidCharacter(c, position) where position < 3 {
        print("bad char '\(c)' early at \(position)")
    } catch let ParseError.outOfRange(value, limit) {
        print("\(value) exceeds \(limit) by \(value - limit)")
    } catch {
        print("other: \(error)")
    }
}

for code in [200, 0, 404, 503, 302] {
    do {
        print(try fetch(code))
    } catch NetworkError.status(let c) where c >= 500 {
        print("server error \(c)")
    } catch NetworkError.status(let c) where (400..<500).contains(c) {
        print("client error \(c)")
    } catch let e as NetworkError {
        print("network:", e, e == .timeout(seconds: 30))
    } catch {
        print("unexpected")
    }
}

// expect: parsed 123
// expect: empty input
// expect: bad char 'x' early at 2
// expect: 99999 exceeds 1000 by 98999
// expect: parsed 7
// expect: ok
// expect: network: timeout(seconds: 30) true
// expect: client error 404
// expect: server error 503
// expect: network: status(code: 302) false
