// What's new in Swift 6.0 style (noncopyable protocols and generics): protocols that admit ~Copyable conformers and a generic consumer of them
protocol Resource: ~Copyable {
    var label: String { get }
    consuming func release() -> String
}

struct Socket: Resource, ~Copyable {
    let port: Int
    var label: String { "socket:\(port)" }
    consuming func release() -> String {
        "closed port \(port)"
    }
    deinit { print("socket \(port) deinit") }
}

struct Note: Resource {
    let text: String
    var label: String { "note:\(text)" }
    consuming func release() -> String { "dropped \(text)" }
}

func describe<R: Resource & ~Copyable>(_ r: borrowing R) -> String {
    "resource \(r.label)"
}

func finish<R: Resource & ~Copyable>(_ r: consuming R) -> String {
    let label = r.label
    return label + " => " + r.release()
}

func useSocket() {
    let s = Socket(port: 8080)
    print(describe(s))
    print(finish(s))
    print("after finish")
}

useSocket()

let n = Note(text: "hello")
print(describe(n))
print(finish(n))
print("note still usable:", n.label)

func maybeSocket(_ open: Bool) -> Socket? {
    open ? Socket(port: 22) : nil
}

func check() {
    if let s = maybeSocket(true) {
        print("got", s.label)
    }
    print(maybeSocket(false) == nil ? "none" : "some")
}
check()

// expect: resource socket:8080
// expect: socket 8080 deinit
// expect: socket:8080 => closed port 8080
// expect: after finish
// expect: resource note:hello
// expect: note:hello => dropped hello
// expect: note still usable: note:hello
// expect: got socket:22
// expect: socket 22 deinit
// expect: none
