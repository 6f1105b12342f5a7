// Swift Evolution style (SE-0276): multi-pattern catch clauses binding the same variables in each pattern
enum NetworkError: Error {
    case timeout(seconds: Int)
    case refused(seconds: Int)
    case badStatus(code: Int)
}

func fetch(_ step: Int) throws -> String {
    switch step {
    case 0: throw NetworkError.timeout(seconds: 5)
    case 1: throw NetworkError.refused(seconds: 1)
    case 2: throw NetworkError.badStatus(code: 404)
    case 3: throw NetworkError.badStatus(code: 503)
    default: return "payload \(step)"
    }
}

for step in 0...4 {
    do {
        let body = try fetch(step)
        print("ok:", body)
    } catch NetworkError.timeout(let s), NetworkError.refused(let s) {
        print("retry after \(s)s")
    } catch NetworkError.badStatus(let code) where code >= 500, NetworkError.badStatus(let code) where code == 429 {
        print("server side \(code)")
    } catch NetworkError.badStatus(let code) {
        print("client side \(code)")
    } catch {
        print("giving up:", error)
    }
}

// expect: retry after 5s
// expect: retry after 1s
// expect: client side 404
// expect: server side 503
// expect: ok: payload 4
