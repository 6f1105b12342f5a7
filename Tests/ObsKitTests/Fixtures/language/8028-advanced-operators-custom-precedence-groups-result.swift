// Swift book style (Advanced Operators): custom precedence groups, result builders for drawing
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ** : PowerPrecedence
func ** (base: Int, exp: Int) -> Int {
    var r = 1
    for _ in 0..<exp { r *= base }
    return r
}
print(2 ** 3 ** 2)
print(3 * 2 ** 3)
protocol Drawable { func draw() -> String }
struct Line: Drawable {
    var elements: [Drawable]
    func draw() -> String { elements.map { $0.draw() }.joined() }
}
struct Text: Drawable {
    var content: String
    init(_ c: String) { content = c }
    func draw() -> String { content }
}
struct Space: Drawable { func draw() -> String { " " } }
struct Stars: Drawable { var length: Int; func draw() -> String { String(repeating: "*", count: length) } }
struct AllCaps: Drawable {
    var content: Drawable
    func draw() -> String { content.draw().uppercased() }
}
@resultBuilder
struct DrawingBuilder {
    static func buildBlock(_ components: Drawable...) -> Drawable { Line(elements: components) }
    static func buildEither(first: Drawable) -> Drawable { first }
    static func buildEither(second: Drawable) -> Drawable { second }
    static func buildArray(_ components: [Drawable]) -> Drawable { Line(elements: components) }
}
func draw(@DrawingBuilder content: () -> Drawable) -> Drawable { content() }
func caps(@DrawingBuilder content: () -> Drawable) -> Drawable { AllCaps(content: content()) }
func makeGreeting(for name: String? = nil) -> Drawable {
    draw {
        Stars(length: 3)
        Text("Hello")
        Space()
        caps {
            if let name { Text(name + "!") } else { Text("World!") }
        }
        Stars(length: 2)
    }
}
print(makeGreeting().draw())
print(makeGreeting(for: "Ravi").draw())
let manyStars = draw {
    Text("Stars:")
    for length in 1...3 {
        Space()
        Stars(length: length)
    }
}
print(manyStars.draw())
// expect: 512
// expect: 24
// expect: ***Hello WORLD!**
// expect: ***Hello RAVI!**
// expect: Stars: * ** ***
