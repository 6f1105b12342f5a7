// Compiler test style (result builders): do-blocks, local declarations, nested builder closures and builders on methods and initializers
@resultBuilder
struct Trace {
    static func buildBlock(_ parts: [String]...) -> [String] { return parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { return [s] }
    static func buildOptional(_ p: [String]?) -> [String] { return p ?? [] }
    static func buildEither(first p: [String]) -> [String] { return p }
    static func buildEither(second p: [String]) -> [String] { return p }
    static func buildArray(_ p: [[String]]) -> [String] { return p.flatMap { $0 } }
    static func buildLimitedAvailability(_ p: [String]) -> [String] { return p }
}

@Trace func steps(_ names: [String]) -> [String] {
    "begin"
    do {
        let count = names.count
        "count \(count)"
        if count > 1 {
            "many"
        }
    }
    for (i, name) in names.enumerated() {
        let upper = name.uppercased()
        do {
            "\(i):\(upper)"
        }
    }
    if #available(macOS 10.15, *) {
        "available"
    }
    "end"
}
print(steps(["a", "b"]))
print(steps([]))

struct Menu {
    let entries: [String]
    init(@Trace _ build: () -> [String]) { entries = build() }
    @Trace func render(prefix: String) -> [String] {
        for e in entries { prefix + e }
        if entries.isEmpty { "(empty)" } else { "(\(entries.count) entries)" }
    }
}
let menu = Menu {
    "open"
    do { "save"; "close" }
}
print(menu.entries)
print(menu.render(prefix: "- "))
print(Menu { }.render(prefix: "?"))

func group(_ title: String, @Trace _ content: () -> [String]) -> [String] {
    return content().map { title + "/" + $0 }
}
@Trace func tree() -> [String] {
    "root"
    group("a") {
        "x"
        group("b") { "y"; "z" }.joined(separator: ";")
    }.joined(separator: ",")
}
print(tree())

// expect: ["begin", "count 2", "many", "0:A", "1:B", "available", "end"]
// expect: ["begin", "count 0", "available", "end"]
// expect: ["open", "save", "close"]
// expect: ["- open", "- save", "- close", "(3 entries)"]
// expect: ["(empty)"]
// expect: ["root", "a/x,a/b/y;b/z"]
