// result-builder-list
// expected output: swiftc 6.3.1 (Linux), run on this machine
@resultBuilder
struct ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildExpression(_ n: Int) -> [String] { ["#\(n)"] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
    static func buildFinalResult(_ c: [String]) -> String {
        c.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}

func makeList(@ListBuilder _ content: () -> String) -> String { content() }

struct Menu {
    var vegetarian: Bool
    var specials: [String]

    @ListBuilder var text: String {
        "Soup"
        if vegetarian {
            "Tofu curry"
        } else {
            "Steak"
        }
        for s in specials {
            "Special: \(s)"
        }
        if specials.isEmpty {
            "No specials today"
        }
        42
    }
}

print(Menu(vegetarian: true, specials: ["Pie", "Tart"]).text)
print("--")
print(Menu(vegetarian: false, specials: []).text)
print("--")
let list = makeList {
    "alpha"
    for i in 1...2 { i * 100 }
    if let extra = Optional("omega") { extra.uppercased() }
}
print(list)
// expect: 1. Soup
// expect: 2. Tofu curry
// expect: 3. Special: Pie
// expect: 4. Special: Tart
// expect: 5. #42
// expect: --
// expect: 1. Soup
// expect: 2. Steak
// expect: 3. No specials today
// expect: 4. #42
// expect: --
// expect: 1. alpha
// expect: 2. #100
// expect: 3. #200
// expect: 4. OMEGA
