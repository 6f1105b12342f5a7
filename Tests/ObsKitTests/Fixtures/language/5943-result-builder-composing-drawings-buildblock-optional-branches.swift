// Swift book style (Advanced Operators): a result builder composing drawings with buildBlock, optional branches, either branches, arrays and expression conversion
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
struct Stars: Drawable {
    var length: Int
    func draw() -> String { String(repeating: "*", count: length) }
}
struct AllCaps: Drawable {
    var content: Drawable
    func draw() -> String { content.draw().uppercased() }
}

@resultBuilder
struct DrawingBuilder {
    static func buildBlock(_ components: Drawable...) -> Drawable { Line(elements: components) }
    static func buildEither(first: Drawable) -> Drawable { first }
    static func buildEither(second: Drawable) -> Drawable { second }
    static func buildOptional(_ c: Drawable?) -> Drawable { c ?? Line(elements: []) }
    static func buildArray(_ cs: [Drawable]) -> Drawable { Line(elements: cs) }
    static func buildExpression(_ d: Drawable) -> Drawable { d }
    static func buildExpression(_ s: String) -> Drawable { Text(s) }
}

func draw(@DrawingBuilder content: () -> Drawable) -> Drawable { content() }
func caps(@DrawingBuilder content: () -> Drawable) -> Drawable { AllCaps(content: content()) }

func makeGreeting(for name: String? = nil, loud: Bool = false) -> Drawable {
    draw {
        Stars(length: 3)
        Space()
        if loud {
            caps { "hello" }
        } else {
            "hello"
        }
        Space()
        if let name {
            caps { name; "!" }
        }
        Stars(length: 2)
    }
}
print(makeGreeting().draw())
print(makeGreeting(for: "Rae").draw())
print(makeGreeting(for: "x", loud: true).draw())

let ladder = draw {
    for i in 1...3 {
        Stars(length: i)
        "|"
    }
}
print(ladder.draw())

@resultBuilder
enum ListBuilder {
    static func buildBlock(_ parts: [Int]...) -> [Int] { parts.flatMap { $0 } }
    static func buildExpression(_ x: Int) -> [Int] { [x] }
    static func buildOptional(_ x: [Int]?) -> [Int] { x ?? [] }
}
@ListBuilder func numbers(_ extra: Bool) -> [Int] {
    1
    2
    if extra { 99 }
    3
}
print(numbers(false), numbers(true))

// expect: *** hello **
// expect: *** hello RAE!**
// expect: *** HELLO X!**
// expect: *|**|***|
// expect: [1, 2, 3] [1, 2, 99, 3]
