// Compiler test style: catch clauses with enum patterns and where guards
enum NetError: Error {
    case timeout(seconds: Int)
    case status(code: Int, message: String)
    case offline
    case redirect(to: String)
}

func request(_ id: Int) throws -> String {
    switch id {
    case 0: return "body-0"
    case 1: throw NetError.timeout(seconds: 2)
    case 2: throw NetError.timeout(seconds: 30)
    case 3: throw NetError.status(code: 404, message: "Not Found")
    case 4: throw NetError.status(code: 503, message: "Unavailable")
    case 5: throw NetError.offline
    case 6: throw NetError.redirect(to: "/home")
    default: return "body-\(id)"
    }
}

func describe(_ id: Int) -> String {
    do {
        let body = try request(id)
        return "success \(body)"
    } catch NetError.timeout(let s) where s > 10 {
        return "long timeout \(s)s"
    } catch NetError.timeout(let s) {
        return "short timeout \(s)s, retry"
    } catch NetError.status(let code, _) where (400..<500).contains(code) {
        return "client error \(code)"
    } catch let NetError.status(code, message) {
        return "server error \(code): \(message)"
    } catch NetError.offline {
        return "offline"
    } catch {
        return "other: \(error)"
    }
}

for i in 0...7 {
    print(i, describe(i))
}

// Multi-pattern catch
func classify(_ id: Int) -> String {
    do {
        _ = try request(id)
        return "fine"
    } catch NetError.offline, NetError.timeout {
        return "connectivity"
    } catch is NetError {
        return "net"
    } catch {
        return "?"
    }
}
print((0...6).map(classify).joined(separator: ","))

// Nested do with rethrow to outer
func outer(_ id: Int) throws -> Int {
    do {
        _ = try request(id)
        return 0
    } catch NetError.timeout(let s) {
        return s
    }
}

for id in [0, 1, 3, 5] {
    do {
        let r = try outer(id)
        print("outer \(id) -> \(r)")
    } catch {
        print("outer \(id) threw \(error)")
    }
}
// expect: 0 success body-0
// expect: 1 short timeout 2s, retry
// expect: 2 long timeout 30s
// expect: 3 client error 404
// expect: 4 server error 503: Unavailable
// expect: 5 offline
// expect: 6 other: redirect(to: "/home")
// expect: 7 success body-7
// expect: fine,connectivity,connectivity,net,net,connectivity,net
// expect: outer 0 -> 0
// expect: outer 1 -> 2
// expect: outer 3 threw status(code: 404, message: "Not Found")
// expect: outer 5 threw offline
