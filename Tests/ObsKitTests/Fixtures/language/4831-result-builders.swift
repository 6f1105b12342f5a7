// Swift book style: result builders
// Checks: a drawing DSL with buildBlock, buildEither (if/else), buildOptional (if
// without else), buildArray (for loops), buildExpression converting strings, and
// buildFinalResult; result builder attribute on a function and a closure parameter.

protocol Drawable {
    func draw() -> String
}
struct Line: Drawable {
    var elements: [Drawable]
    func draw() -> String {
        return elements.map { $0.draw() }.joined(separator: "")
    }
}
struct Text: Drawable {
    var content: String
    init(_ content: String) { self.content = content }
    func draw() -> String { return content }
}
struct Space: Drawable {
    func draw() -> String { return " " }
}
struct Stars: Drawable {
    var length: Int
    func draw() -> String { return String(repeating: "*", count: length) }
}
struct AllCaps: Drawable {
    var content: Drawable
    func draw() -> String { return content.draw().uppercased() }
}

@resultBuilder
struct DrawingBuilder {
    static func buildBlock(_ components: Drawable...) -> Drawable {
        return Line(elements: components)
    }
    static func buildEither(first: Drawable) -> Drawable {
        return first
    }
    static func buildEither(second: Drawable) -> Drawable {
        return second
    }
    static func buildOptional(_ component: Drawable?) -> Drawable {
        return component ?? Text("")
    }
    static func buildArray(_ components: [Drawable]) -> Drawable {
        return Line(elements: components)
    }
    static func buildExpression(_ expression: Drawable) -> Drawable {
        return expression
    }
    static func buildExpression(_ text: String) -> Drawable {
        return Text(text)
    }
}

func draw(@DrawingBuilder content: () -> Drawable) -> Drawable {
    return content()
}
func caps(@DrawingBuilder content: () -> Drawable) -> Drawable {
    return AllCaps(content: content())
}

func makeGreeting(for name: String? = nil) -> Drawable {
    let greeting = draw {
        Stars(length: 3)
        Text("Hello")
        Space()
        caps {
            if let name = name {
                Text(name + "!")
            } else {
                Text("World!")
            }
        }
        Stars(length: 2)
    }
    return greeting
}
print(makeGreeting().draw())
print(makeGreeting(for: "Ravi Patel").draw())

let manyStars = draw {
    "Stars:"
    for length in 1...3 {
        Space()
        Stars(length: length)
    }
}
print(manyStars.draw())

func badge(_ vip: Bool, level: Int) -> Drawable {
    draw {
        "["
        if vip {
            "VIP"
        }
        if level > 2 {
            Stars(length: level)
        } else if level > 0 {
            "+"
        } else {
            "-"
        }
        "]"
    }
}
print(badge(true, level: 4).draw(), badge(false, level: 1).draw(), badge(false, level: 0).draw())

@resultBuilder
enum ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildExpression(_ n: Int) -> [String] { ["#\(n)"] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
    static func buildFinalResult(_ parts: [String]) -> String { parts.joined(separator: ", ") }
}

@ListBuilder
func shoppingList(hungry: Bool) -> String {
    "milk"
    2
    if hungry {
        "bread"
        "cheese"
    }
    for n in 1...2 {
        "egg \(n)"
    }
}
print(shoppingList(hungry: false))
print(shoppingList(hungry: true))

struct Menu {
    let text: String
    init(@ListBuilder _ build: () -> String) { text = build() }
}
let menu = Menu {
    "soup"
    switch 3 {
    case 1: "one"
    default: "many"
    }
}
print(menu.text)

// expect: ***Hello WORLD!**
// expect: ***Hello RAVI PATEL!**
// expect: Stars: * ** ***
// expect: [VIP****] [+] [-]
// expect: milk, #2, egg 1, egg 2
// expect: milk, #2, bread, cheese, egg 1, egg 2
// expect: soup, many
