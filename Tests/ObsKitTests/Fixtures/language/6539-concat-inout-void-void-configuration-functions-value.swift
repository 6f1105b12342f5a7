// Point-Free style (styling with functions): with(_:_:) and concat of (inout A) -> Void and (A) -> Void configuration functions for value and reference types
// known-gap: needs the compiler check (the operator or overload it chose); unchecked: error: 6539-concat-inout-void-void-configuration-functions-value.swift:36:26: error: no exact matches in call to 'concat(_:_:_:)' with arguments of type ((Style) -> (), (Style) -> (), (Style) -> ()); 
precedencegroup ForwardApplication { associativity: left }
infix operator |>: ForwardApplication

func |> <A>(a: inout A, f: (inout A) -> Void) { f(&a) }
func |> <A: AnyObject>(a: A, f: (A) -> Void) { f(a) }

func with<A>(_ a: A, _ f: (inout A) -> Void) -> A {
    var copy = a
    f(&copy)
    return copy
}
func concat<A>(_ fs: ((inout A) -> Void)...) -> (inout A) -> Void {
    { a in fs.forEach { f in f(&a) } }
}
func concat<A: AnyObject>(_ fs: ((A) -> Void)...) -> (A) -> Void {
    { a in fs.forEach { f in f(a) } }
}

struct Font { var size: Int; var bold: Bool }
struct Style { var font: Font; var color: String; var padding: Int }

final class Label {
    var text: String
    var style = Style(font: Font(size: 12, bold: false), color: "black", padding: 0)
    init(_ text: String) { self.text = text }
    var summary: String { "\(text) [\(style.font.size)\(style.font.bold ? "b" : "") \(style.color) p\(style.padding)]" }
}

let largeFont: (inout Style) -> Void = { $0.font.size = 20 }
let boldFont: (inout Style) -> Void = { $0.font.bold = true }
let padded: (inout Style) -> Void = { $0.padding += 8 }
func colored(_ c: String) -> (inout Style) -> Void { { $0.color = c } }

let base = Style(font: Font(size: 12, bold: false), color: "black", padding: 0)
let heading = with(base, concat(largeFont, boldFont, colored("navy")))
print(heading.font.size, heading.font.bold, heading.color, heading.padding)
print(base.font.size, base.font.bold, base.color)

var mutable = base
mutable |> concat(padded, padded, colored("red"))
print(mutable.padding, mutable.color)

func styled(_ f: @escaping (inout Style) -> Void) -> (Label) -> Void { { label in f(&label.style) } }
let titleStyle: (Label) -> Void = concat(styled(largeFont), styled(boldFont), { $0.text = $0.text.uppercased() })
let caption = Label("caption")
let title = Label("title")
title |> titleStyle
caption |> concat(styled(colored("gray")), styled(padded))
print(title.summary)
print(caption.summary)

// expect: 20 true navy 0
// expect: 12 false black
// expect: 16 red
// expect: TITLE [20b black p0]
// expect: caption [12 gray p8]
