// App code style: custom TextOutputStream targets for indented logging and capturing print output
struct IndentedBuffer: TextOutputStream {
    var lines: [String] = []
    var level = 0
    private var pending = ""

    mutating func write(_ string: String) {
        for ch in string {
            if ch == "\n" {
                lines.append(String(repeating: "  ", count: level) + pending)
                pending = ""
            } else {
                pending.append(ch)
            }
        }
    }
    mutating func flush() {
        if !pending.isEmpty { write("\n") }
    }
}

struct CountingStream: TextOutputStream {
    var writes = 0
    var chars = 0
    var text = ""
    mutating func write(_ string: String) {
        writes += 1
        chars += string.count
        text += string
    }
}

struct Node: TextOutputStreamable {
    let name: String
    let children: [Node]
    func write<Target: TextOutputStream>(to target: inout Target) {
        target.write("<\(name)")
        if children.isEmpty { target.write("/>"); return }
        target.write(">")
        for c in children { c.write(to: &target) }
        target.write("</\(name)>")
    }
}

var buf = IndentedBuffer()
print("start", to: &buf)
buf.level = 1
print("step", 1, "of", 3, separator: " ", to: &buf)
print("multi\nline", to: &buf)
buf.level = 2
print("a", "b", "c", separator: "-", terminator: ";", to: &buf)
print("done", to: &buf)
buf.level = 0
print("no newline", terminator: "", to: &buf)
buf.flush()
for (i, l) in buf.lines.enumerated() { print("\(i): [\(l)]") }

var counter = CountingStream()
print(1, 2.5, "x", true, [1, 2], to: &counter)
print("writes=\(counter.writes) chars=\(counter.chars) text=\(counter.text.debugDescription)")

let tree = Node(name: "ul", children: [Node(name: "li", children: []), Node(name: "li", children: [Node(name: "b", children: [])])])
var xml = ""
tree.write(to: &xml)
print(xml)
var c2 = CountingStream()
print(tree, to: &c2)
print(c2.text.count, c2.writes > 0)
print("interp: \(tree)")
var s = ""
"héllo".write(to: &s)
Character("!").write(to: &s)
Unicode.Scalar(0x1F600)!.write(to: &s)
print(s, s.count)
var out = ""
debugPrint("quote\"d", 42, to: &out)
print(out, terminator: "")
dump(["k": 1], to: &out)
print(out.split(separator: "\n").count)
// expect: 0: [start]
// expect: 1: [  step 1 of 3]
// expect: 2: [  multi]
// expect: 3: [  line]
// expect: 4: [    a-b-c;done]
// expect: 5: [no newline]
// expect: writes=11 chars=20 text="1 2.5 x true [1, 2]\n"
// expect: <ul><li/><li><b/></li></ul>
// expect: 28 true
// expect: interp: <ul><li/><li><b/></li></ul>
// expect: héllo!😀 7
// expect: "quote\"d" 42
// expect: 5
