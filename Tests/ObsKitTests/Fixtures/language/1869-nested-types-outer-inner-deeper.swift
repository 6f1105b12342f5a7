// Compiler test style: nested types — structs, enums and classes nested three levels deep, accessed from outside by qualified names
struct Outer {
    struct Inner {
        enum Deeper: String {
            case alpha, beta
            struct Tag {
                let label: String
                static let none = Tag(label: "-")
            }
            var tag: Tag { Tag(label: "tag-\(rawValue)") }
        }
        var level: Deeper
        static var created = 0
        init(level: Deeper) {
            self.level = level
            Inner.created += 1
        }
    }

    class Registry {
        var items: [Inner] = []
        func add(_ d: Inner.Deeper) { items.append(Inner(level: d)) }
    }

    typealias Level = Inner.Deeper
    var registry = Registry()
}

let d: Outer.Inner.Deeper = .beta
print(d, d.rawValue, d.tag.label)
print(Outer.Inner.Deeper.Tag.none.label)

let inner = Outer.Inner(level: .alpha)
print(inner.level, Outer.Inner.created)

let o = Outer()
o.registry.add(.alpha)
o.registry.add(.beta)
print(o.registry.items.map { $0.level.rawValue }, "created:", Outer.Inner.created)

let viaAlias: Outer.Level = .alpha
print(viaAlias == Outer.Inner.Deeper.alpha)
print(type(of: viaAlias))
print(String(describing: Outer.Inner.Deeper.Tag.self))

// Nested types inside an extension and inside a generic type
extension Outer.Inner {
    struct Summary {
        let text: String
    }
    var summary: Summary { Summary(text: "Inner(\(level.rawValue))") }
}
print(inner.summary.text)

struct Box<T> {
    struct Wrapper {
        let value: T
        func describe() -> String { "Wrapper of \(value)" }
    }
    enum State { case empty, full(T) }
    var state: State
}
let w = Box<Int>.Wrapper(value: 7)
print(w.describe())
let b = Box<String>(state: .full("hello"))
if case .full(let s) = b.state { print("box holds", s) }
print(type(of: w))

// Shadowing a nested name: Outer's Inner vs a top-level Inner
struct Inner { let id = 99 }
print(Inner().id, Outer.Inner(level: .beta).level, Outer.Inner.created)

// expect: beta beta tag-beta
// expect: -
// expect: alpha 1
// expect: ["alpha", "beta"] created: 3
// expect: true
// expect: Deeper
// expect: Tag
// expect: Inner(alpha)
// expect: Wrapper of 7
// expect: box holds hello
// expect: Wrapper
// expect: 99 beta 4
