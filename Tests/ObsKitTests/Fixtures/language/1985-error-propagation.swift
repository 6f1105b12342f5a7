// Compiler test style: error propagation through nested do/catch, pattern catches and rethrow
enum NetError: Error {
    case timeout(seconds: Int)
    case status(Int)
    case offline
}
struct Wrapped: Error { let inner: Error; let context: String }

func request(_ code: Int) throws -> String {
    switch code {
    case 200: return "ok"
    case 0: throw NetError.offline
    case 1...60: throw NetError.timeout(seconds: code)
    default: throw NetError.status(code)
    }
}

func fetch(_ code: Int) throws -> String {
    do {
        return try request(code)
    } catch NetError.timeout(let s) where s < 10 {
        print("  retrying after short timeout \(s)")
        return try request(200)
    } catch let e as NetError {
        throw Wrapped(inner: e, context: "fetch \(code)")
    }
}

for code in [200, 5, 30, 404, 0] {
    do {
        print(code, "->", try fetch(code))
    } catch let w as Wrapped {
        switch w.inner {
        case NetError.status(let s) where s >= 400 && s < 500: print(code, "client error", s, "in", w.context)
        case NetError.timeout(let s): print(code, "timeout", s)
        case NetError.offline: print(code, "offline")
        default: print(code, "unexpected", w.inner)
        }
    } catch {
        print("unreachable", error)
    }
}

func level3() throws { throw NetError.status(503) }
func level2() throws { defer { print("level2 cleanup") }; try level3() }
func level1() throws -> Int {
    defer { print("level1 cleanup") }
    try level2()
    return 1
}
do { _ = try level1() } catch { print("top caught", error) }

let attempts: [() throws -> Int] = [{ 1 }, { throw NetError.offline }, { 3 }]
var results: [String] = []
for (i, attempt) in attempts.enumerated() {
    do { results.append("\(i):\(try attempt())") }
    catch NetError.offline { results.append("\(i):offline") }
    catch { results.append("\(i):?") }
}
print(results)
print(String(describing: NetError.timeout(seconds: 3)), "\(Wrapped(inner: NetError.offline, context: "c"))")

// expect: 200 -> ok
// expect:   retrying after short timeout 5
// expect: 5 -> ok
// expect: 30 timeout 30
// expect: 404 client error 404 in fetch 404
// expect: 0 offline
// expect: level2 cleanup
// expect: level1 cleanup
// expect: top caught status(503)
// expect: ["0:1", "1:offline", "2:3"]
// expect: timeout(seconds: 3) Wrapped(inner: main.NetError.offline, context: "c")
