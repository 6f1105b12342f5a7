// Swift Evolution style (SE-0377 borrowing and consuming parameter modifiers): a message pipeline
struct Message {
    var topic: String
    var body: [String]
}

// borrowing: the callee only reads; the caller keeps ownership
func summarize(_ m: borrowing Message) -> String {
    "\(m.topic) (\(m.body.count) lines)"
}

// consuming: the callee takes ownership and may mutate freely
func seal(_ m: consuming Message) -> Message {
    m.body.append("-- sealed")
    m.topic = m.topic.uppercased()
    return m
}

// A borrowing parameter of copyable type must be copied explicitly
func archive(_ m: borrowing Message, into store: inout [Message]) {
    store.append(copy m)
}

var drafts: [Message] = []
let hello = Message(topic: "greeting", body: ["hi", "how are you"])
print(summarize(hello))
archive(hello, into: &drafts)
let sealed = seal(hello)   // hello is still usable, since Message is copyable
print(summarize(sealed), sealed.body.last ?? "")
print(summarize(hello))
print("archived:", drafts.map(\.topic))

// The modifiers matter most for noncopyable types
struct Token: ~Copyable {
    let value: Int
}

func inspect(_ t: borrowing Token) -> Int { t.value }

func redeem(_ t: consuming Token) -> String {
    "redeemed \(t.value)"
}

func useToken() {
    let t = Token(value: 99)
    print("inspect:", inspect(t))
    print("inspect again:", inspect(t))
    print(redeem(t))     // t is gone after this
}
useToken()

// Methods can be marked borrowing or consuming too
struct Builder {
    private var parts: [String] = []

    consuming func adding(_ p: String) -> Builder {
        parts.append(p)
        return self
    }

    borrowing func preview() -> String {
        parts.joined(separator: "/")
    }

    consuming func build() -> String {
        "<" + parts.joined(separator: "/") + ">"
    }
}

let b = Builder().adding("usr").adding("local").adding("bin")
print(b.preview())
print(b.build())

// Closures can use the modifiers in their parameter types
let measure: (borrowing Message) -> Int = { $0.body.reduce(0) { $0 + $1.count } }
print(measure(sealed))

// expect: greeting (2 lines)
// expect: GREETING (3 lines) -- sealed
// expect: greeting (2 lines)
// expect: archived: ["greeting"]
// expect: inspect: 99
// expect: inspect again: 99
// expect: redeemed 99
// expect: usr/local/bin
// expect: <usr/local/bin>
// expect: 22
