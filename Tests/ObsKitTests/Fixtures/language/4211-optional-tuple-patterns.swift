// Compiler test style: switch over tuples of optionals, nil patterns and optional binding in patterns
func merge(_ a: Int?, _ b: Int?) -> String {
    switch (a, b) {
    case (nil, nil): return "neither"
    case let (x?, nil): return "only first: \(x)"
    case let (nil, y?): return "only second: \(y)"
    case let (x?, y?) where x == y: return "both equal: \(x)"
    case let (x?, y?): return "both: \(x) and \(y), max \(max(x, y))"
    }
}

print(merge(nil, nil))
print(merge(3, nil))
print(merge(nil, 9))
print(merge(5, 5))
print(merge(2, 8))

struct Config {
    var host: String?
    var port: Int?
    var secure: Bool?
}

func url(for c: Config) -> String {
    switch (c.host, c.port, c.secure) {
    case (nil, _, _):
        return "error: no host"
    case let (h?, nil, true?):
        return "https://\(h)"
    case let (h?, nil, _):
        return "http://\(h)"
    case let (h?, 443?, _), let (h?, _?, true?):
        return "https://\(h):\(c.port!)"
    case let (h?, p?, _):
        return "http://\(h):\(p)"
    }
}

let configs = [
    Config(host: nil, port: 80, secure: nil),
    Config(host: "a.com", port: nil, secure: true),
    Config(host: "b.org", port: nil, secure: nil),
    Config(host: "c.net", port: 443, secure: false),
    Config(host: "d.io", port: 8443, secure: true),
    Config(host: "e.dev", port: 8080, secure: false),
]
for c in configs {
    print(url(for: c))
}

let dictionary = ["one": 1, "two": 2, "three": 3]
for key in ["two", "four", "three"] {
    if case let value? = dictionary[key], value > 2 {
        print("\(key) is big: \(value)")
    } else if case .some(let value) = dictionary[key] {
        print("\(key) is small: \(value)")
    } else {
        print("\(key) missing")
    }
}

let chain: Int?? = .some(nil)
switch chain {
case .none: print("outer nil")
case .some(.none): print("inner nil")
case .some(.some(let v)): print("value \(v)")
}

func firstEven(_ xs: [Int]) -> Int? { xs.first { $0 % 2 == 0 } }
let lists = [[1, 3, 4], [5, 7], [], [10]]
for xs in lists {
    switch (xs.first, firstEven(xs)) {
    case (nil, _): print("\(xs): empty")
    case let (f?, e?) where f == e: print("\(xs): starts even \(f)")
    case let (f?, e?): print("\(xs): starts \(f), first even \(e)")
    case (let f?, nil): print("\(xs): starts \(f), no evens")
    }
}

// Expected output:
// expect: neither
// expect: only first: 3
// expect: only second: 9
// expect: both equal: 5
// expect: both: 2 and 8, max 8
// expect: error: no host
// expect: https://a.com
// expect: http://b.org
// expect: https://c.net:443
// expect: https://d.io:8443
// expect: http://e.dev:8080
// expect: two is small: 2
// expect: four missing
// expect: three is big: 3
// expect: inner nil
// expect: [1, 3, 4]: starts 1, first even 4
// expect: [5, 7]: starts 5, no evens
// expect: []: empty
// expect: [10]: starts even 10
