// Compiler test style: custom error enums with associated values and catch patterns with where clauses
enum NetworkError: Error {
    case timeout(seconds: Int)
    case status(code: Int, message: String)
    case disconnected
    case redirected(to: String)
}

func fetch(_ step: Int) throws -> String {
    switch step {
    case 0: return "ok"
    case 1: throw NetworkError.timeout(seconds: 2)
    case 2: throw NetworkError.timeout(seconds: 30)
    case 3: throw NetworkError.status(code: 404, message: "Not Found")
    case 4: throw NetworkError.status(code: 503, message: "Unavailable")
    case 5: throw NetworkError.disconnected
    default: throw NetworkError.redirected(to: "/step\(step + 1)")
    }
}

for step in 0...6 {
    do {
        let body = try fetch(step)
        print("step \(step): success \(body)")
    } catch NetworkError.timeout(let seconds) where seconds > 10 {
        print("step \(step): long timeout \(seconds)s")
    } catch NetworkError.timeout(seconds: let seconds) {
        print("step \(step): short timeout \(seconds)s, retrying")
    } catch NetworkError.status(let code, _) where (400..<500).contains(code) {
        print("step \(step): client error \(code)")
    } catch let NetworkError.status(code, message) {
        print("step \(step): server error \(code) \(message)")
    } catch NetworkError.disconnected {
        print("step \(step): disconnected")
    } catch {
        print("step \(step): other \(error)")
    }
}

let sample: Error = NetworkError.status(code: 500, message: "Boom")
print(sample)
print(String(reflecting: sample))
if case NetworkError.status(let c, let m)? = sample as? NetworkError {
    print("matched via optional pattern: \(c) \(m)")
}
// expect: step 0: success ok
// expect: step 1: short timeout 2s, retrying
// expect: step 2: long timeout 30s
// expect: step 3: client error 404
// expect: step 4: server error 503 Unavailable
// expect: step 5: disconnected
// expect: step 6: other redirected(to: "/step7")
// expect: status(code: 500, message: "Boom")
// expect: main.NetworkError.status(code: 500, message: "Boom")
// expect: matched via optional pattern: 500 Boom
