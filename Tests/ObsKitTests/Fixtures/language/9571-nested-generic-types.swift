// Nested generic types, generic methods on generic types, and how their type names print
struct Outer<T> {
    var value: T
    struct Inner<U> {
        var a: T
        var b: U
        func pair() -> (T, U) { (a, b) }
        func mapBoth<V, W>(_ f: (T) -> V, _ g: (U) -> W) -> Outer<V>.Inner<W> {
            Outer<V>.Inner<W>(a: f(a), b: g(b))
        }
    }
    enum Tag { case left, right }
    func make<U>(_ u: U) -> Inner<U> { Inner(a: value, b: u) }
    func tagged(_ t: Tag) -> String { "\(t):\(value)" }
}

class Box<Element> {
    var items: [Element] = []
    class Cursor {
        let box: Box<Element>
        var pos = 0
        init(_ box: Box<Element>) { self.box = box }
        func next() -> Element? {
            guard pos < box.items.count else { return nil }
            defer { pos += 1 }
            return box.items[pos]
        }
    }
    func cursor() -> Cursor { Cursor(self) }
    func converted<R>(_ f: (Element) -> R) -> Box<R> {
        let r = Box<R>()
        r.items = items.map(f)
        return r
    }
}

extension Outer.Inner where U == String {
    func shout() -> String { b.uppercased() + "!" }
}

extension Outer where T: Numeric {
    func doubled() -> T { value + value }
}

let o = Outer(value: 21)
let inner = o.make("hi")
print(inner.pair())
print(inner.shout())
print(o.doubled())
print(o.tagged(.left), o.tagged(.right))
let m = inner.mapBoth({ Double($0) / 2 }, { $0.count })
print(m.a, m.b)
print(type(of: inner))
print(type(of: m))
print(Outer<String>.Tag.self)
print(String(describing: Box<Int>.Cursor.self))

let box = Box<String>()
box.items = ["x", "yy", "zzz"]
let c = box.cursor()
while let s = c.next() { print("cursor:", s) }
print(c.pos)
let lengths = box.converted { $0.count }
print(lengths.items, type(of: lengths))
let nested = Outer<Outer<Int>>(value: o)
print(nested.make(true).pair().0.value)
print(type(of: nested.make([1])))

// expect: (21, "hi")
// expect: HI!
// expect: 42
// expect: left:21 right:21
// expect: 10.5 2
// expect: Inner<String>
// expect: Inner<Int>
// expect: Tag
// expect: Cursor
// expect: cursor: x
// expect: cursor: yy
// expect: cursor: zzz
// expect: 3
// expect: [1, 2, 3] Box<Int>
// expect: 21
// expect: Inner<Array<Int>>
