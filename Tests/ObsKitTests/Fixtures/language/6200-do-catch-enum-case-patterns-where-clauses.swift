// Language Reference style (statements): do-catch with enum case patterns, where clauses, type casts, typed throws and rethrow
enum NetError: Error { case timeout(seconds: Int), notFound(String), unknown }
struct ParseError: Error, CustomStringConvertible { let line: Int; var description: String { "parse@\(line)" } }

func op(_ k: Int) throws {
    switch k {
    case 0: throw NetError.timeout(seconds: 30)
    case 1: throw NetError.timeout(seconds: 2)
    case 2: throw NetError.notFound("/x")
    case 3: throw ParseError(line: 7)
    case 4: throw NetError.unknown
    default: print("no error for", k)
    }
}
for k in 0...5 {
    do {
        try op(k)
    } catch NetError.timeout(let s) where s > 10 {
        print("long timeout", s)
    } catch NetError.timeout {
        print("short timeout")
    } catch let NetError.notFound(path) {
        print("missing", path)
    } catch let e as ParseError {
        print("parse error", e.line, e)
    } catch {
        print("fallback", error)
    }
}

enum Small: Error { case a, b }
func typed(_ f: Bool) throws(Small) -> Int { if f { throw .b }; return 1 }
do { _ = try typed(true) } catch { print("typed caught", error, error == .b) }
do throws(Small) { print(try typed(false)) } catch { print("no") }

func wrap() throws {
    do { try op(2) } catch NetError.notFound(let p) { throw ParseError(line: p.count) }
}
do { try wrap() } catch { print("rethrown as", error) }

func multi(_ k: Int) -> String {
    do { try op(k); return "fine" }
    catch NetError.timeout, NetError.unknown { return "timeout-or-unknown" }
    catch { return "other" }
}
print((0...5).map(multi))
let r = Result { try op(3) }
switch r { case .success: print("success"); case .failure(let e): print("failure", e) }
do {
    do { try op(4) } catch NetError.timeout { print("inner") }
} catch { print("outer got", error) }

// expect: long timeout 30
// expect: short timeout
// expect: missing /x
// expect: parse error 7 parse@7
// expect: fallback unknown
// expect: no error for 5
// expect: typed caught b true
// expect: 1
// expect: rethrown as parse@2
// expect: no error for 5
// expect: ["timeout-or-unknown", "timeout-or-unknown", "other", "other", "timeout-or-unknown", "fine"]
// expect: failure parse@7
// expect: outer got unknown
