// Compiler test style: the book's drawing DSL combining buildBlock, buildOptional, buildEither and buildArray
protocol Drawable { func draw() -> String }
struct Line: Drawable {
    var elements: [Drawable]
    func draw() -> String { elements.map { $0.draw() }.joined() }
}
struct Text: Drawable {
    var content: String
    init(_ content: String) { self.content = content }
    func draw() -> String { content }
}
struct Space: Drawable { func draw() -> String { " " } }
struct Stars: Drawable {
    var length: Int
    func draw() -> String { String(repeating: "*", count: length) }
}
struct AllCaps: Drawable {
    var content: Drawable; func draw() -> String { content.draw().uppercased() }
}

@resultBuilder
struct DrawingBuilder {
    static func buildBlock(_ components: Drawable...) -> Drawable { Line(elements: components) }
    static func buildEither(first: Drawable) -> Drawable { first }
    static func buildEither(second: Drawable) -> Drawable { second }
    static func buildOptional(_ component: Drawable?) -> Drawable { component ?? Line(elements: []) }
    static func buildArray(_ components: [Drawable]) -> Drawable { Line(elements: components) }
}

func caps(@DrawingBuilder content: () -> Drawable) -> Drawable {
    AllCaps(content: content())
}

func makeGreeting(for name: String? = nil) -> Drawable {
    @DrawingBuilder func greeting() -> Drawable {
        Stars(length: 3)
        Text("Hello")
        Space()
        caps {
            if let name = name { Text(name + "!") } else { Text("World!") }
        }
        Stars(length: 2)
    }
    return greeting()
}
print(makeGreeting().draw())
print(makeGreeting(for: "Ravi Patel").draw())
let manyStars = caps { Text("stars:"); for length in 1...3 { Space(); Stars(length: length) } }
print(manyStars.draw())

// expect: ***Hello WORLD!**
// expect: ***Hello RAVI PATEL!**
// expect: STARS: * ** ***
