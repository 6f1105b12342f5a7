// Hacking with Swift style (prefix, suffix and dropping): hasPrefix/hasSuffix, dropFirst/dropLast, prefix(while:) and drop(while:)
let urls = ["https://example.com/docs", "http://swift.org", "ftp://files.net/pub/", "example.org"]

func stripScheme(_ url: String) -> Substring {
    for scheme in ["https://", "http://", "ftp://"] where url.hasPrefix(scheme) {
        return url.dropFirst(scheme.count)
    }
    return url[...]
}

for u in urls {
    var host = stripScheme(u)
    if host.hasSuffix("/") { host = host.dropLast() }
    let domain = host.prefix(while: { $0 != "/" })
    let path = host.drop(while: { $0 != "/" })
    print(domain, "[\(path)]")
}

let line = "    indented text  "
let leading = line.prefix(while: { $0 == " " }).count
print("leading spaces:", leading)
print("[\(line.drop(while: { $0 == " " }))]")
print("[\(String(line.reversed().drop(while: { $0 == " " }).reversed()))]")

let number = "000120340"
print(number.drop(while: { $0 == "0" }))
print(number.prefix(3), number.suffix(3), number.prefix(100))
print(number.dropFirst(2).dropLast(2))
print(String(number.dropFirst(20)).isEmpty)

let filename = "archive.tar.gz"
if let dot = filename.firstIndex(of: ".") {
    print(filename[..<dot], filename[filename.index(after: dot)...])
}
if let lastDot = filename.lastIndex(of: ".") {
    print(filename[filename.index(after: lastDot)...])
}
let tags = ["#swift", "#ios", "plain", "#", "##double"]
print(tags.filter { $0.hasPrefix("#") }.map { $0.dropFirst() })
print(tags.map { $0.starts(with: "##") })

// expect: example.com [/docs]
// expect: swift.org []
// expect: files.net [/pub]
// expect: example.org []
// expect: leading spaces: 4
// expect: [indented text  ]
// expect: [    indented text]
// expect: 120340
// expect: 000 340 000120340
// expect: 01203
// expect: true
// expect: archive tar.gz
// expect: gz
// expect: ["swift", "ios", "", "#double"]
// expect: [false, false, false, false, true]
