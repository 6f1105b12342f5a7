// Small CLI style (access log summary): Scanner walking Apache-style lines, byte totals through a decimal NumberFormatter
import Foundation

let log = """
10.0.0.1 - - [12/Mar/2024:10:00:01 +0000] "GET /index.html HTTP/1.1" 200 5120
10.0.0.2 - - [12/Mar/2024:10:00:05 +0000] "POST /api/login HTTP/1.1" 401 312
10.0.0.1 - - [12/Mar/2024:10:01:10 +0000] "GET /images/logo.png HTTP/1.1" 200 48213
10.0.0.3 - - [12/Mar/2024:10:02:44 +0000] "GET /missing HTTP/1.1" 404 0
10.0.0.2 - - [12/Mar/2024:10:03:00 +0000] "POST /api/login HTTP/1.1" 200 1024
"""

struct Hit { let ip: String; let method: String; let path: String; let status: Int; let bytes: Int }

func parse(_ line: String) -> Hit? {
    let sc = Scanner(string: line)
    guard let ip = sc.scanUpToString(" "),
          sc.scanUpToString("\"") != nil, sc.scanString("\"") != nil,
          let method = sc.scanUpToString(" "),
          let path = sc.scanUpToString(" "),
          sc.scanUpToString("\"") != nil, sc.scanString("\"") != nil,
          let status = sc.scanInt(),
          let bytes = sc.scanInt() else { return nil }
    return Hit(ip: ip, method: method, path: path, status: status, bytes: bytes)
}

let hits = log.split(separator: "\n").compactMap { parse(String($0)) }
print("hits:", hits.count)

let nf = NumberFormatter()
nf.locale = Locale(identifier: "en_US_POSIX")
nf.numberStyle = .decimal
nf.usesGroupingSeparator = true
nf.groupingSeparator = ","
nf.groupingSize = 3

var bytesPerIP: [String: Int] = [:]
var statusCount: [Int: Int] = [:]
for h in hits {
    bytesPerIP[h.ip, default: 0] += h.bytes
    statusCount[h.status, default: 0] += 1
}
for ip in bytesPerIP.keys.sorted() {
    let b = nf.string(from: NSNumber(value: bytesPerIP[ip]!))!
    print(ip.padding(toLength: 10, withPad: " ", startingAt: 0), b.leftPad(10), "bytes")
}
for code in statusCount.keys.sorted() {
    print("status \(code): \(statusCount[code]!)")
}
let failures = hits.filter { $0.status >= 400 }.map { "\($0.method) \($0.path)" }
print("failures:", failures)
let total = hits.reduce(0) { $0 + $1.bytes }
print(String(format: "average %.1f KB per hit", Double(total) / Double(hits.count) / 1024))

extension String {
    func leftPad(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

// expect: hits: 5
// expect: 10.0.0.1       53,333 bytes
// expect: 10.0.0.2        1,336 bytes
// expect: 10.0.0.3            0 bytes
// expect: status 200: 3
// expect: status 401: 1
// expect: status 404: 1
// expect: failures: ["POST /api/login", "GET /missing"]
// expect: average 10.7 KB per hit
