// Property wrappers and the memberwise initializer: a field's default runs only when its argument is
// left out, fields are made in their order after the arguments; a wrapper with no `init(wrappedValue:)`
// is passed itself; a projected value that is the wrapper changes through `$name` from outside the type
// (a mutating method, an assignment). Closures with a capture list alone use `$0`.
// Expected output: swiftc 6.3.1 (Linux), run on this machine.
@propertyWrapper
struct Traced<V> {
    var wrappedValue: V
    init(wrappedValue: V, _ tag: String = "t") {
        self.wrappedValue = wrappedValue
        print("Traced(\(tag)) with \(wrappedValue)")
    }
}
@propertyWrapper
struct Named {
    let name: String
    var wrappedValue: Int
    init(name: String, value: Int) { self.name = name; wrappedValue = value }
    var projectedValue: String { "\(name)=\(wrappedValue)" }
}
func note(_ s: String) -> Int { print("argument", s); return s.count }
struct Panel {
    @Traced("first") var first = 1
    @Traced("second") var second = 2
    @Named var level: Int
    var plain = note("default")
}
print("given")
let p1 = Panel(second: note("xy"), level: Named(name: "lvl", value: 3))
print(p1.first, p1.second, p1.level, p1.$level, p1.plain)
print("given all")
let p2 = Panel(first: note("a"), second: 7, level: Named(name: "l", value: 1), plain: 0)
print(p2.first, p2.second, p2.plain)

@propertyWrapper
struct Undoable<T> {
    private(set) var past: [T] = []
    var wrappedValue: T { didSet { past.append(oldValue) } }
    init(wrappedValue: T) { self.wrappedValue = wrappedValue }
    var projectedValue: Undoable<T> { get { self } set { self = newValue } }
    mutating func undo() { if let last = past.popLast() { wrappedValue = last; past.removeLast() } }
}
struct Doc { @Undoable var title = "a" }
var doc = Doc()
doc.title = "b"
doc.title = "c"
doc.$title.undo()
print(doc.title, doc.$title.past)
var other = Doc()
other.title = "z"
doc.$title = other.$title
print(doc.title, doc.$title.past)

var factor = 3
let scale = { [factor] in $0 * factor }
let pair = { [factor] in ($0 + $1) * factor }
factor = 10
print(scale(2), pair(1, 2), [1, 2].map { [factor] in $0 + factor })

// expect: given
// expect: argument xy
// expect: argument default
// expect: Traced(first) with 1
// expect: Traced(second) with 2
// expect: 1 2 3 lvl=3 7
// expect: given all
// expect: argument a
// expect: Traced(first) with 1
// expect: Traced(second) with 7
// expect: 1 7 0
// expect: b ["a"]
// expect: z ["a"]
// expect: 6 9 [11, 12]
