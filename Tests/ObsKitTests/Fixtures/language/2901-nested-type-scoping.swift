// Compiler test style: deeply nested types, shadowed names, and extensions adding nested types
struct Outer {
    struct Config { var name = "outer-config" }
    enum Kind { case alpha, beta }

    struct Inner {
        struct Config { var name = "inner-config" }
        let config = Config()
        let outerConfig = Outer.Config()
        let kind: Kind = .beta
    }

    let config = Config()
    let inner = Inner()
}

let o = Outer()
print(o.config.name)
print(o.inner.config.name)
print(o.inner.outerConfig.name)
print(o.inner.kind)

extension Outer.Inner {
    enum Mode: String {
        case fast, safe
        static let preferred: Mode = .safe
    }
    func describe(_ mode: Mode = .preferred) -> String {
        "\(config.name) in \(mode.rawValue) mode"
    }
}

print(o.inner.describe())
print(o.inner.describe(.fast))
print(Outer.Inner.Mode.preferred)

struct Stack<Element> {
    struct Frame {
        let value: Element
        let depth: Int
    }
    var frames: [Frame] = []
    mutating func push(_ v: Element) { frames.append(Frame(value: v, depth: frames.count)) }
}
var s = Stack<String>()
s.push("a"); s.push("b")
let f: Stack<String>.Frame = s.frames[1]
print(f.value, f.depth)

// expect: outer-config
// expect: inner-config
// expect: outer-config
// expect: beta
// expect: inner-config in safe mode
// expect: inner-config in fast mode
// expect: safe
// expect: b 1
