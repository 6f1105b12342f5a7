// Generics: a generic parameter used as a value: `T()` through an init requirement, `T.self`, and `[T]()` built inside the function.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Blank {
    init()
    var summary: String { get }
}

struct Note: Blank {
    var text = "(empty note)"
    var summary: String { text }
}
struct Counter: Blank {
    var value = 0
    var summary: String { "count=\(value)" }
}

func makeMany<T: Blank>(_ n: Int, of type: T.Type) -> [T] {
    var list = [T]()
    for _ in 0..<n {
        list.append(T())
    }
    return list
}

func fresh<T: Blank>() -> T {
    let made = T()
    print("made a \(T.self)")
    return made
}

let notes = makeMany(2, of: Note.self)
print(notes.map(\.summary))
let counters = makeMany(3, of: Counter.self)
print(counters.count, counters[0].summary)

let n: Note = fresh()
print(n.summary)
let c: Counter = fresh()
print(c.summary)

func describeType<T>(_ value: T) -> String {
    "\(value) : \(T.self)"
}
print(describeType(5))
print(describeType("five"))
print(describeType([5.0]))
print(describeType(Optional(5)))

// expect: ["(empty note)", "(empty note)"]
// expect: 3 count=0
// expect: made a Note
// expect: (empty note)
// expect: made a Counter
// expect: count=0
// expect: 5 : Int
// expect: five : String
// expect: [5.0] : Array<Double>
// expect: Optional(5) : Optional<Int>
