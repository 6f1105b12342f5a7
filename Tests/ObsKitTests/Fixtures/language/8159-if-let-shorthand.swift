// Course exercise: Swift 5.7 if let / guard let shorthand and optional binding chains
struct Config {
    var title: String?
    var retries: Int?
    var timeout: Double?
}

func summarize(_ config: Config) -> String {
    var parts: [String] = []
    if let title = config.title {
        parts.append("title=\(title)")
    }
    if let retries = config.retries, retries > 0 {
        parts.append("retries=\(retries)")
    }
    if let timeout = config.timeout {
        parts.append("timeout=\(timeout)")
    } else {
        parts.append("timeout=default")
    }
    return parts.joined(separator: " ")
}

func describeShorthand(_ config: Config) {
    let title = config.title
    let retries = config.retries
    if let title, let retries {
        print("\(title) retries \(retries) times")
    } else if let title {
        print("\(title) never retries")
    } else {
        print("untitled")
    }
}

func requireTimeout(_ timeout: Double?) -> Double {
    guard let timeout else {
        return 30
    }
    return timeout * 2
}

let configs = [
    Config(title: "upload", retries: 3, timeout: 2.5),
    Config(title: "ping", retries: 0, timeout: nil),
    Config(title: nil, retries: nil, timeout: 1),
]
for c in configs {
    print(summarize(c))
    describeShorthand(c)
}
print("doubled: \(requireTimeout(4)), fallback: \(requireTimeout(nil))")

var maybeName: String? = "Taylor"
if var maybeName {
    maybeName += " Swift"
    print("local copy: \(maybeName)")
}
print("original: \(maybeName ?? "nil")")

// expect: title=upload retries=3 timeout=2.5
// expect: upload retries 3 times
// expect: title=ping timeout=default
// expect: ping retries 0 times
// expect: timeout=1.0
// expect: untitled
// expect: doubled: 8.0, fallback: 30.0
// expect: local copy: Taylor Swift
// expect: original: Taylor
