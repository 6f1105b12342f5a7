// The Swift Programming Language style (Deinitialization): deinit in a subclass chain runs child first then parent, and deinit timing when the last reference goes away
class Resource {
    let name: String
    init(name: String) { self.name = name; print("open \(name)") }
    deinit { print("Resource.deinit \(name)") }
}

class FileResource: Resource {
    var bytes = 0
    override init(name: String) {
        super.init(name: name)
        print("FileResource ready")
    }
    deinit { print("FileResource.deinit \(name) after \(bytes) bytes") }
}

do {
    let f = FileResource(name: "log.txt")
    f.bytes = 42
    print("using \(f.name)")
}
print("-- shared")

var holderA: Resource? = Resource(name: "socket")
var holderB = holderA
holderA = nil
print("A released, B still has \(holderB?.name ?? "-")")
holderB = nil
print("-- array")

var pool: [Resource] = (1...3).map { Resource(name: "r\($0)") }
pool.remove(at: 1)
print("removed middle")
pool.removeAll()
print("-- closure capture")

func makeReporter() -> () -> String {
    let r = FileResource(name: "captured")
    r.bytes = 7
    return { "reporter sees \(r.bytes)" }
}

var reporter: (() -> String)? = makeReporter()
print(reporter!())
reporter = nil
print("done")

// expect: open log.txt
// expect: FileResource ready
// expect: using log.txt
// expect: FileResource.deinit log.txt after 42 bytes
// expect: Resource.deinit log.txt
// expect: -- shared
// expect: open socket
// expect: A released, B still has socket
// expect: Resource.deinit socket
// expect: -- array
// expect: open r1
// expect: open r2
// expect: open r3
// expect: Resource.deinit r2
// expect: removed middle
// expect: Resource.deinit r1
// expect: Resource.deinit r3
// expect: -- closure capture
// expect: open captured
// expect: FileResource ready
// expect: reporter sees 7
// expect: FileResource.deinit captured after 7 bytes
// expect: Resource.deinit captured
// expect: done
