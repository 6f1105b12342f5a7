// Book style (Advanced Operators): a result builder for drawings with buildEither, buildOptional and buildArray
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
    static func buildEither(first: Drawable) -> Drawable { return first }
    static func buildEither(second: Drawable) -> Drawable { return second }
    static func buildOptional(_ component: Drawable?) -> Drawable {
        return component ?? Line(elements: [])
    }
    static func buildArray(_ components: [Drawable]) -> Drawable {
        return Line(elements: components)
    }
    static func buildExpression(_ text: String) -> Drawable { Text(text) }
    static func buildExpression(_ d: Drawable) -> Drawable { d }
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
let genericGreeting = makeGreeting()
print(genericGreeting.draw())
let personalGreeting = makeGreeting(for: "Ravi Patel")
print(personalGreeting.draw())

let manyStars = draw {
    Text("Stars:")
    for length in 1...3 {
        Space()
        Stars(length: length)
    }
}
print(manyStars.draw())

func badge(level: Int, shout: Bool) -> Drawable {
    draw {
        "["
        if level > 2 {
            Stars(length: level)
        } else if level > 0 {
            "lvl\(level)"
        } else {
            "none"
        }
        if shout { "!" }
        "]"
    }
}
for (level, shout) in [(0, false), (1, true), (4, false)] {
    print(badge(level: level, shout: shout).draw())
}

// expect: ***Hello WORLD!**
// expect: ***Hello RAVI PATEL!**
// expect: Stars: * ** ***
// expect: [none]
// expect: [lvl1!]
// expect: [****]
