// Apple docs style (Result builders): buildBlock, buildOptional, buildEither, buildArray and buildExpression
@resultBuilder
struct HTMLBuilder {
    static func buildExpression(_ text: String) -> [String] { [text] }
    static func buildExpression(_ lines: [String]) -> [String] { lines }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}

func tag(_ name: String, @HTMLBuilder _ content: () -> [String]) -> [String] {
    ["<\(name)>"] + content().map { "  " + $0 } + ["</\(name)>"]
}

func page(title: String, items: [String], loggedIn: Bool, banner: String?) -> [String] {
    tag("body") {
        tag("h1") { title }
        if let banner {
            "<p class=banner>\(banner)</p>"
        }
        if loggedIn {
            "<a>Log out</a>"
        } else {
            "<a>Log in</a>"
        }
        tag("ul") {
            for item in items {
                "<li>\(item)</li>"
            }
        }
    }
}

for line in page(title: "Shop", items: ["tea", "cups"], loggedIn: true, banner: nil) {
    print(line)
}
print("---")
for line in page(title: "Sale", items: [], loggedIn: false, banner: "50% off") {
    print(line)
}

// A builder that produces a value other than an array, and logs which methods run.
@resultBuilder
enum SumBuilder {
    static func buildBlock(_ values: Int...) -> Int { print("  buildBlock(\(values))"); return values.reduce(0, +) }
    static func buildOptional(_ value: Int?) -> Int { print("  buildOptional(\(value.map(String.init) ?? "nil"))"); return value ?? 0 }
    static func buildEither(first v: Int) -> Int { print("  buildEither(first: \(v))"); return v }
    static func buildEither(second v: Int) -> Int { print("  buildEither(second: \(v))"); return v }
    static func buildArray(_ values: [Int]) -> Int { print("  buildArray(\(values))"); return values.reduce(0, +) }
}

func total(bonus: Bool, double: Bool, @SumBuilder _ body: (Bool, Bool) -> Int) -> Int { body(bonus, double) }

let result = total(bonus: false, double: true) { bonus, double in
    10
    if bonus { 5 }
    if double { 100 } else { 1 }
    for i in 1...3 { i }
}
print("result:", result)

// expect: <body>
// expect:   <h1>
// expect:     Shop
// expect:   </h1>
// expect:   <a>Log out</a>
// expect:   <ul>
// expect:     <li>tea</li>
// expect:     <li>cups</li>
// expect:   </ul>
// expect: </body>
// expect: ---
// expect: <body>
// expect:   <h1>
// expect:     Sale
// expect:   </h1>
// expect:   <p class=banner>50% off</p>
// expect:   <a>Log in</a>
// expect:   <ul>
// expect:   </ul>
// expect: </body>
// expect:   buildOptional(nil)
// expect:   buildBlock([100])
// expect:   buildEither(first: 100)
// expect:   buildBlock([1])
// expect:   buildBlock([2])
// expect:   buildBlock([3])
// expect:   buildArray([1, 2, 3])
// expect:   buildBlock([10, 0, 100, 6])
// expect: result: 116
