// NSRegularExpression style (enumerating matches): enumerateMatches collects #define names and values from C header text
import Foundation

let header = """
#define MAX_USERS 128
#define TIMEOUT_MS   2500
// #define DISABLED 1
#define NAME "server"
#define  RETRIES 3
"""

let regex = try! NSRegularExpression(
    pattern: #"^#define\s+([A-Z_]+)\s+(\S+)$"#,
    options: [.anchorsMatchLines]
)
let ns = header as NSString
var defines: [(String, String)] = []
regex.enumerateMatches(in: header, options: [], range: NSRange(location: 0, length: ns.length)) { result, _, _ in
    guard let result = result else { return }
    let name = ns.substring(with: result.range(at: 1))
    let value = ns.substring(with: result.range(at: 2))
    defines.append((name, value))
}

for (name, value) in defines {
    if let number = Int(value) {
        print("\(name) = \(number) (numeric)")
    } else {
        print("\(name) = \(value) (text)")
    }
}
let numericTotal = defines.compactMap { Int($0.1) }.reduce(0, +)
print("numeric total: \(numericTotal)")

let withoutAnchors = try! NSRegularExpression(pattern: #"^#define"#)
print("without anchorsMatchLines:", withoutAnchors.numberOfMatches(in: header, range: NSRange(location: 0, length: ns.length)))

// expect: MAX_USERS = 128 (numeric)
// expect: TIMEOUT_MS = 2500 (numeric)
// expect: NAME = "server" (text)
// expect: RETRIES = 3 (numeric)
// expect: numeric total: 2631
// expect: without anchorsMatchLines: 1
