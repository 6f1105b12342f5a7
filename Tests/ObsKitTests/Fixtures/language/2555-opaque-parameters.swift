// Swift Evolution style (SE-0341): opaque parameter declarations with `some P`
protocol Renderable {
    func render() -> String
}

struct Heading: Renderable {
    var text: String
    func render() -> String { "# \(text)" }
}

struct Bullet: Renderable {
    var text: String
    func render() -> String { "- \(text)" }
}

extension Int: Renderable {
    func render() -> String { "<\(self)>" }
}

func renderTwice(_ item: some Renderable) -> String {
    item.render() + " " + item.render()
}

func renderPair(_ a: some Renderable, _ b: some Renderable) -> String {
    "\(a.render()) | \(b.render())"
}

func renderAll(_ items: some Sequence<some Renderable>) -> [String] {
    items.map { $0.render() }
}

func sizes(of values: some Collection) -> String {
    "count=\(values.count) empty=\(values.isEmpty)"
}

func describeType(_ value: some Renderable) -> String {
    "\(type(of: value))"
}

func apply(_ transform: (String) -> String, to item: some Renderable) -> String {
    transform(item.render())
}

func maxOf(_ values: some Sequence<Int>) -> Int? {
    values.max()
}

print(renderTwice(Heading(text: "Intro")))
print(renderPair(Bullet(text: "eggs"), 42))
print(renderPair(3, 4))
for line in renderAll([Bullet(text: "a"), Bullet(text: "b")]) {
    print(line)
}
print(renderAll(1...3).joined())
print(sizes(of: "swift"))
print(sizes(of: [Int]()))
print(describeType(Heading(text: "x")), describeType(9))
print(apply({ $0.uppercased() }, to: Heading(text: "loud")))
print(maxOf([3, 17, 5]) ?? -1)
print(maxOf(Array<Int>()) as Any)
// expect: # Intro # Intro
// expect: - eggs | <42>
// expect: <3> | <4>
// expect: - a
// expect: - b
// expect: <1><2><3>
// expect: count=5 empty=false
// expect: count=0 empty=true
// expect: Heading Int
// expect: # LOUD
// expect: 17
// expect: nil
