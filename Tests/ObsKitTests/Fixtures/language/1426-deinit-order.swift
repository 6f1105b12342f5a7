// Deinitialization: subclass deinit runs before the superclass's, an owner's deinit runs before its properties are released.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("open \(name)") }
    deinit { print("close \(name)") }
}
class Connection {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("Connection \(id) deinit") }
}
final class SecureConnection: Connection {
    let key = Resource("key file")
    deinit { print("SecureConnection \(id) deinit (key still usable: \(key.name))") }
}
var conn: SecureConnection? = SecureConnection(id: 7)
print("using connection")
conn = nil
print("---")
final class Document {
    let title: String
    let header = Resource("header")
    let body = Resource("body")
    init(title: String) { self.title = title; print("document \(title) ready") }
    deinit { print("document \(title) deinit") }
}
var doc: Document? = Document(title: "memo")
doc = nil
print("---")
final class Parent {
    let children: [Resource]
    init() { children = [Resource("child 1"), Resource("child 2")] }
    deinit { print("parent deinit") }
}
var parent: Parent? = Parent()
let kept = parent!.children[1]
parent = nil
print("kept", kept.name)

// expect: open key file
// expect: using connection
// expect: SecureConnection 7 deinit (key still usable: key file)
// expect: Connection 7 deinit
// expect: close key file
// expect: ---
// expect: open header
// expect: open body
// expect: document memo ready
// expect: document memo deinit
// expect: close header
// expect: close body
// expect: ---
// expect: open child 1
// expect: open child 2
// expect: parent deinit
// expect: close child 1
// expect: kept child 2
