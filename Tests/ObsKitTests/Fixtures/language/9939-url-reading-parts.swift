// Apple docs style (URL): reading the parts of a URL
import Foundation

let urlStrings = [
    "https://www.example.com:8443/docs/foundation/url.html?lang=swift&v=2#overview",
    "http://localhost/api/v1/users/42",
    "ftp://files.example.org/pub/archive.tar.gz",
]

for s in urlStrings {
    guard let url = URL(string: s) else {
        print("invalid:", s)
        continue
    }
    print("URL:", url.absoluteString)
    print("  scheme:", url.scheme ?? "nil")
    print("  host:", url.host ?? "nil")
    print("  port:", url.port.map(String.init) ?? "nil")
    print("  path:", url.path)
    print("  pathComponents:", url.pathComponents)
    print("  lastPathComponent:", url.lastPathComponent)
    print("  pathExtension:", url.pathExtension.isEmpty ? "(none)" : url.pathExtension)
    print("  query:", url.query ?? "nil")
    print("  fragment:", url.fragment ?? "nil")
}

// Relative URLs resolved against a base
let base = URL(string: "https://example.com/guides/start/")!
if let relative = URL(string: "../reference/index.html", relativeTo: base) {
    print("relative:", relative.relativeString)
    print("absolute:", relative.absoluteString)
}

// Equality compares the string form
let a = URL(string: "https://example.com/a")!
let b = URL(string: "https://example.com/a")!
let c = URL(string: "https://EXAMPLE.com/a")!
print("a == b:", a == b, "a == c:", a == c)

// expect: URL: https://www.example.com:8443/docs/foundation/url.html?lang=swift&v=2#overview
// expect:   scheme: https
// expect:   host: www.example.com
// expect:   port: 8443
// expect:   path: /docs/foundation/url.html
// expect:   pathComponents: ["/", "docs", "foundation", "url.html"]
// expect:   lastPathComponent: url.html
// expect:   pathExtension: html
// expect:   query: lang=swift&v=2
// expect:   fragment: overview
// expect: URL: http://localhost/api/v1/users/42
// expect:   scheme: http
// expect:   host: localhost
// expect:   port: nil
// expect:   path: /api/v1/users/42
// expect:   pathComponents: ["/", "api", "v1", "users", "42"]
// expect:   lastPathComponent: 42
// expect:   pathExtension: (none)
// expect:   query: nil
// expect:   fragment: nil
// expect: URL: ftp://files.example.org/pub/archive.tar.gz
// expect:   scheme: ftp
// expect:   host: files.example.org
// expect:   port: nil
// expect:   path: /pub/archive.tar.gz
// expect:   pathComponents: ["/", "pub", "archive.tar.gz"]
// expect:   lastPathComponent: archive.tar.gz
// expect:   pathExtension: gz
// expect:   query: nil
// expect:   fragment: nil
// expect: relative: ../reference/index.html
// expect: absolute: https://example.com/guides/reference/index.html
// expect: a == b: true a == c: false
