// Swift book style: a hand-written result builder with buildBlock and buildExpression
@resultBuilder
struct StringListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] {
        parts.flatMap { $0 }
    }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildExpression(_ n: Int) -> [String] { ["#\(n)"] }
    static func buildExpression(_ list: [String]) -> [String] { list }
}

func makeList(@StringListBuilder _ content: () -> [String]) -> [String] {
    content()
}

let list = makeList {
    "apples"
    42
    ["pears", "plums"]
    "figs"
}
print(list)
print(list.count)

@resultBuilder
enum SumBuilder {
    static func buildBlock(_ values: Int...) -> Int { values.reduce(0, +) }
}
@SumBuilder func total() -> Int {
    1
    2
    3 * 4
}
print(total())

struct Menu {
    let items: [String]
    init(@StringListBuilder items: () -> [String]) {
        self.items = items()
    }
    func render() -> String {
        items.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}
let menu = Menu {
    "Soup"
    "Salad"
    7
}
print(menu.render())

@StringListBuilder var computed: [String] {
    "x"
    "y"
}
print(computed)
// expect: ["apples", "#42", "pears", "plums", "figs"]
// expect: 5
// expect: 15
// expect: 1. Soup
// expect: 2. Salad
// expect: 3. #7
// expect: ["x", "y"]
