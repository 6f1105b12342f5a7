// Swift Evolution SE-0377 style (borrowing and consuming parameter modifiers): ownership annotations on ordinary copyable types, with explicit copy
final class Buffer {
    var bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

struct Message {
    var header: String
    var body: [String]
}

func checksum(_ message: borrowing Message) -> Int {
    message.header.count + message.body.reduce(0) { $0 + $1.count }
}

func archive(_ message: consuming Message) -> String {
    message.body.append("(archived)")
    return message.header + ": " + message.body.joined(separator: " ")
}

func edit(_ message: borrowing Message) -> Message {
    var copyOf = copy message
    copyOf.header = copyOf.header.uppercased()
    return copyOf
}

func appendTo(_ buffer: borrowing Buffer, _ byte: UInt8) {
    buffer.bytes.append(byte)
}

struct Builder {
    var parts: [String] = []
    consuming func adding(_ part: String) -> Builder {
        parts.append(part)
        return self
    }
    borrowing func build() -> String { parts.joined(separator: "-") }
}

let note = Message(header: "note", body: ["buy", "milk"])
print("checksum:", checksum(note))
print(archive(note))
print("original body:", note.body)
let loud = edit(note)
print(loud.header, note.header)

let buf = Buffer([1, 2])
appendTo(buf, 3)
print(buf.bytes)

let text = Builder().adding("a").adding("b").adding("c").build()
print(text)

// expect: checksum: 11
// expect: note: buy milk (archived)
// expect: original body: ["buy", "milk"]
// expect: NOTE note
// expect: [1, 2, 3]
// expect: a-b-c
