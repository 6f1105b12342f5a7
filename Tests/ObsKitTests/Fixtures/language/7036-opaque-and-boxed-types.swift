// Opaque (some) and boxed (any) protocol types, existential arrays, type erasure
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Renderable {
    func render() -> String
    var weight: Int { get }
}

struct Label: Renderable {
    let text: String
    func render() -> String { text }
    var weight: Int { text.count }
}
struct Spacer: Renderable {
    let width: Int
    func render() -> String { String(repeating: " ", count: width) }
    var weight: Int { 0 }
}
struct Bordered<Content: Renderable>: Renderable {
    let content: Content
    func render() -> String { "|" + content.render() + "|" }
    var weight: Int { content.weight + 2 }
}
struct HStack<L: Renderable, R: Renderable>: Renderable {
    let left: L, right: R
    func render() -> String { left.render() + right.render() }
    var weight: Int { left.weight + right.weight }
}

func toolbar() -> some Renderable {
    Bordered(content: HStack(left: Label(text: "File"), right: HStack(left: Spacer(width: 2), right: Label(text: "Edit"))))
}
let bar = toolbar()
print("[\(bar.render())] weight \(bar.weight)")
print(type(of: bar))

let widgets: [any Renderable] = [Label(text: "OK"), Spacer(width: 3), Bordered(content: Label(text: "Cancel"))]
print(widgets.map { "<\($0.render())>" }.joined(separator: ""))
func heaviest(_ items: [any Renderable]) -> (any Renderable)? { items.max { $0.weight < $1.weight } }
if let h = heaviest(widgets) { print("heaviest: \(type(of: h)) = \(h.weight)") }

func frame(_ r: some Renderable) -> String { Bordered(content: r).render() }
for w in widgets { print(frame(w)) }

func boxedFrame(_ r: any Renderable) -> any Renderable { openAndFrame(r) }
func openAndFrame<R: Renderable>(_ r: R) -> some Renderable { Bordered(content: Bordered(content: r)) }
print(boxedFrame(Label(text: "x")).render(), boxedFrame(Label(text: "x")).weight)

struct AnyRenderable: Renderable {
    private let _render: () -> String
    let weight: Int
    init<R: Renderable>(_ r: R) { _render = r.render; weight = r.weight }
    func render() -> String { _render() }
}
let erased = [AnyRenderable(Label(text: "a")), AnyRenderable(Bordered(content: Spacer(width: 1)))]
print(erased.map { $0.render() }, erased.reduce(0) { $0 + $1.weight })

func evens(upTo n: Int) -> some Sequence<Int> { stride(from: 0, through: n, by: 2) }
print(Array(evens(upTo: 9)), evens(upTo: 4).reduce(0, +))
func describe(_ items: [any Renderable]) -> [String] {
    items.map { item in
        if let l = item as? Label { return "label(\(l.text))" }
        return String(describing: type(of: item))
    }
}
print(describe(widgets))
// expect: [|File  Edit|] weight 10
// expect: Bordered<HStack<Label, HStack<Spacer, Label>>>
// expect: <OK><   ><|Cancel|>
// expect: heaviest: Bordered<Label> = 8
// expect: |OK|
// expect: |   |
// expect: ||Cancel||
// expect: ||x|| 5
// expect: ["a", "| |"] 3
// expect: [0, 2, 4, 6, 8] 6
// expect: ["label(OK)", "Spacer", "Bordered<Label>"]
