// catch clauses with `where` conditions are tried in order.
enum HTTPError: Error {
    case status(Int)
    case timeout(seconds: Int)
}
func request(_ n: Int) throws -> String {
    switch n {
    case 0: return "ok"
    case 1: throw HTTPError.status(404)
    case 2: throw HTTPError.status(503)
    case 3: throw HTTPError.timeout(seconds: 30)
    default: throw HTTPError.status(302)
    }
}
for n in 0...4 {
    do {
        print(try request(n))
    } catch HTTPError.status(let code) where code >= 500 {
        print("server error \(code)")
    } catch HTTPError.status(let code) where (400..<500).contains(code) {
        print("client error \(code)")
    } catch let HTTPError.timeout(s) where s > 10 {
        print("slow timeout \(s)s")
    } catch {
        print("other: \(error)")
    }
}

// expect: ok
// expect: client error 404
// expect: server error 503
// expect: slow timeout 30s
// expect: other: status(302)
