// Sundell style (key path setters in builders): a fluent builder configured through writable key paths
struct Label {
    var text = ""
    var fontSize = 12
    var isBold = false
    var color = "black"
}

struct Builder<Object> {
    private var object: Object
    init(_ object: Object) { self.object = object }

    func set<V>(_ path: WritableKeyPath<Object, V>, _ value: V) -> Builder {
        var copy = self
        copy.object[keyPath: path] = value
        return copy
    }

    func build() -> Object { object }
}

let title = Builder(Label())
    .set(\.text, "Welcome")
    .set(\.fontSize, 24)
    .set(\.isBold, true)
    .build()
print(title.text, title.fontSize, title.isBold, title.color)

let caption = Builder(title).set(\.fontSize, 10).set(\.color, "gray").build()
print(caption.text, caption.fontSize, caption.isBold, caption.color)

func apply<T>(_ changes: [(inout T) -> Void], to value: T) -> T {
    var v = value
    changes.forEach { $0(&v) }
    return v
}
let changed = apply([{ $0.text = "Bye" }, { $0[keyPath: \Label.fontSize] *= 2 }], to: caption)
print(changed.text, changed.fontSize)
// expect: Welcome 24 true black
// expect: Welcome 10 true gray
// expect: Bye 20
