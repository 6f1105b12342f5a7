// Swift Regex style (URL parsing): named captures split a URL into scheme, host, port, path and query, then the query into pairs
let urls = [
    "https://shop.example.com:8443/cart/items?id=42&qty=3&ref=mail",
    "http://localhost/health",
    "ftp://files.example.org/pub/readme.txt?mode=ascii",
    "not a url",
]

let urlPattern = #/(?<scheme>[a-z]+)://(?<host>[^/:?]+)(?::(?<port>\d+))?(?<path>/[^?]*)?(?:\?(?<query>.*))?/#

for url in urls {
    guard let m = url.wholeMatch(of: urlPattern) else {
        print("cannot parse: \(url)")
        continue
    }
    let defaultPort = ["http": 80, "https": 443, "ftp": 21][String(m.scheme)] ?? 0
    let port = m.port.flatMap { Int($0) } ?? defaultPort
    print("\(m.scheme) host=\(m.host) port=\(port) path=\(m.path ?? "/")")
    if let query = m.query {
        let pairs = query.matches(of: #/(\w+)=([^&]*)/#).map { ($0.1, $0.2) }
        for (key, value) in pairs.sorted(by: { $0.0 < $1.0 }) {
            print("    \(key) = \(value)")
        }
    }
}

// expect: https host=shop.example.com port=8443 path=/cart/items
// expect:     id = 42
// expect:     qty = 3
// expect:     ref = mail
// expect: http host=localhost port=80 path=/health
// expect: ftp host=files.example.org port=21 path=/pub/readme.txt
// expect:     mode = ascii
// expect: cannot parse: not a url
