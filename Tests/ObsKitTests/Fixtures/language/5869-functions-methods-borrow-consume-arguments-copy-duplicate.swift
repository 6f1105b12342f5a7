// Swift Evolution style (SE-0377 borrowing and consuming parameter modifiers): functions and methods that borrow or consume their arguments, with `copy` to duplicate a borrowed value
struct Buffer {
    var bytes: [UInt8]
    var label: String
}

func describe(_ buffer: borrowing Buffer) -> String {
    "\(buffer.label) has \(buffer.bytes.count) bytes"
}

func finalize(_ buffer: consuming Buffer) -> Buffer {
    buffer.label += " (final)"
    buffer.bytes.append(0)
    return buffer
}

func duplicate(_ buffer: borrowing Buffer) -> Buffer {
    var extra = copy buffer
    extra.label = "copy of " + extra.label
    return extra
}

let original = Buffer(bytes: [1, 2, 3], label: "raw")
print(describe(original))
let done = finalize(original)
print(describe(done), done.bytes)
print(describe(original), original.bytes)
let twin = duplicate(original)
print(twin.label, twin.bytes)

struct Accumulator {
    private(set) var total = 0
    private(set) var history: [Int] = []

    mutating func add(_ amount: borrowing Int) {
        total += amount
        history.append(copy amount)
    }

    consuming func finish() -> (Int, [Int]) {
        (total, history)
    }

    borrowing func peek() -> Int { total }
}

var acc = Accumulator()
for n in [4, 8, 15] { acc.add(n) }
print("peek", acc.peek())
let (sum, steps) = acc.finish()
print(sum, steps)

final class Ref {
    var hits = 0
}
func touch(_ r: borrowing Ref) { r.hits += 1 }
func adopt(_ r: consuming Ref) -> Ref { r.hits += 10; return r }
let shared = Ref()
touch(shared)
touch(shared)
let adopted = adopt(shared)
print(shared.hits, adopted.hits, shared === adopted)

func joinAll(_ parts: borrowing [String], separator: consuming String) -> String {
    separator = "<\(separator)>"
    return parts.joined(separator: separator)
}
print(joinAll(["a", "b", "c"], separator: "-"))

let closure: (borrowing String) -> Int = { s in s.count }
print(closure("borrowed"))

// expect: raw has 3 bytes
// expect: raw (final) has 4 bytes [1, 2, 3, 0]
// expect: raw has 3 bytes [1, 2, 3]
// expect: copy of raw [1, 2, 3]
// expect: peek 27
// expect: 27 [4, 8, 15]
// expect: 12 12 true
// expect: a<->b<->c
// expect: 8
