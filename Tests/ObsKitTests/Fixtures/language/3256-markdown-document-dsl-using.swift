// App code style: Markdown document DSL using result builder with nested builders
enum Block {
    case heading(Int, String)
    case paragraph(String)
    case bullet([String])
    case code(String)
    case rule
}

@resultBuilder
struct MarkdownBuilder {
    static func buildBlock(_ blocks: [Block]...) -> [Block] { blocks.flatMap { $0 } }
    static func buildExpression(_ block: Block) -> [Block] { [block] }
    static func buildExpression(_ text: String) -> [Block] { [.paragraph(text)] }
    static func buildOptional(_ blocks: [Block]?) -> [Block] { blocks ?? [] }
    static func buildEither(first: [Block]) -> [Block] { first }
    static func buildEither(second: [Block]) -> [Block] { second }
    static func buildArray(_ blocks: [[Block]]) -> [Block] { blocks.flatMap { $0 } }
}

func H1(_ s: String) -> Block { .heading(1, s) }
func H2(_ s: String) -> Block { .heading(2, s) }

@resultBuilder
struct ListBuilder {
    static func buildBlock(_ items: String...) -> [String] { items }
}
func Bullets(@ListBuilder _ items: () -> [String]) -> Block { .bullet(items()) }

struct Document {
    let blocks: [Block]
    init(@MarkdownBuilder content: () -> [Block]) { blocks = content() }

    func render() -> String {
        blocks.map { block -> String in
            switch block {
            case let .heading(level, text): return String(repeating: "#", count: level) + " " + text
            case .paragraph(let text): return text
            case .bullet(let items): return items.map { "- " + $0 }.joined(separator: "\n")
            case .code(let src): return "```\n" + src + "\n```"
            case .rule: return "---"
            }
        }.joined(separator: "\n")
    }
}

let version = 2
let changes = ["Faster startup", "Dark mode"]
let doc = Document {
    H1("Release Notes")
    "Version \(version) is here."
    if version > 1 {
        H2("Changes")
        for change in changes {
            Block.paragraph("* " + change)
        }
    }
    Bullets {
        "Thanks to contributors"
        "See the docs"
    }
    Block.rule
    Block.code("print(\"hi\")")
}
print(doc.render())
print(doc.blocks.count)
// expect: # Release Notes
// expect: Version 2 is here.
// expect: ## Changes
// expect: * Faster startup
// expect: * Dark mode
// expect: - Thanks to contributors
// expect: - See the docs
// expect: ---
// expect: ```
// expect: print("hi")
// expect: ```
// expect: 8
