// Tutorial style (Kodeco error handling): Result type, try?, try! and rethrows in helpers
import Foundation

enum NetworkError: Error, Equatable {
    case badURL(String)
    case timeout(seconds: Int)
}

func fetch(_ path: String) -> Result<String, NetworkError> {
    if path.isEmpty { return .failure(.badURL("<empty>")) }
    if path.hasPrefix("slow") { return .failure(.timeout(seconds: 30)) }
    return .success("{\"path\": \"\(path)\"}")
}

for path in ["users", "", "slow/report"] {
    switch fetch(path) {
    case .success(let body):
        print("OK \(body)")
    case .failure(.timeout(let s)):
        print("Timed out after \(s)s")
    case .failure(let error):
        print("Failed: \(error)")
    }
}

let lengths = fetch("orders").map { $0.count }
print(lengths)
let recovered = fetch("").flatMapError { _ in Result<String, NetworkError>.success("cached") }
print(try! recovered.get())

func parsePort(_ text: String) throws -> Int {
    guard let port = Int(text), (1...65535).contains(port) else {
        throw NSError(domain: "Config", code: 1)
    }
    return port
}

print(try? parsePort("8080") as Any)
print((try? parsePort("99999")) ?? -1)
let ports = ["80", "x", "443"].compactMap { try? parsePort($0) }
print(ports)
print(try! parsePort("22"))

func applyAll<T>(_ values: [T], _ transform: (T) throws -> T) rethrows -> [T] {
    var out: [T] = []
    for v in values { out.append(try transform(v)) }
    return out
}
print(applyAll([1, 2, 3]) { $0 * 100 })
do {
    let halves = try applyAll([10, 7]) { n -> Int in
        guard n % 2 == 0 else { throw NetworkError.badURL("odd \(n)") }
        return n / 2
    }
    print(halves)
} catch {
    print("rethrown: \(error)")
}

let wrapped = Result { try parsePort("abc") }
switch wrapped {
case .success(let p): print("port \(p)")
case .failure: print("wrapped failure")
}

// expect: OK {"path": "users"}
// expect: Failed: badURL("<empty>")
// expect: Timed out after 30s
// expect: success(18)
// expect: cached
// expect: Optional(8080)
// expect: -1
// expect: [80, 443]
// expect: 22
// expect: [100, 200, 300]
// expect: rethrown: badURL("odd 7")
// expect: wrapped failure
