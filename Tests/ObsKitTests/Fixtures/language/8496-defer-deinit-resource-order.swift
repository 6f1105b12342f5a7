// Swift book style (Error Handling): defer statements and class deinitializers interleave predictably when a throwing function exits early
final class Handle {
    let name: String
    init(_ name: String) {
        self.name = name
        print("open \(name)")
    }
    deinit { print("close \(name)") }
}

enum CopyError: Error {
    case diskFull(after: Int)
}

func copy(blocks: Int, capacity: Int) throws -> Int {
    let source = Handle("source")
    defer { print("defer: done with \(source.name)") }
    let target = Handle("target")
    defer { print("defer: flush \(target.name)") }
    var written = 0
    for block in 1...blocks {
        defer { print("  block \(block) step ends") }
        if block > capacity { throw CopyError.diskFull(after: written) }
        written += 1
    }
    return written
}

do {
    let n = try copy(blocks: 2, capacity: 5)
    print("copied", n)
} catch {
    print("unexpected", error)
}
print("---")
do {
    _ = try copy(blocks: 4, capacity: 2)
} catch CopyError.diskFull(let after) {
    print("disk full after", after)
}
print("---")

func withHandle<R>(_ name: String, _ body: (Handle) throws -> R) rethrows -> R {
    let h = Handle(name)
    defer { print("withHandle cleanup \(name)") }
    return try body(h)
}

let length = withHandle("log") { $0.name.count }
print("length", length)

do {
    try withHandle("config") { h in
        print("using \(h.name)")
        throw CopyError.diskFull(after: 0)
    }
} catch {
    print("caught", error)
}

// expect: open source
// expect: open target
// expect:   block 1 step ends
// expect:   block 2 step ends
// expect: defer: flush target
// expect: close target
// expect: defer: done with source
// expect: close source
// expect: copied 2
// expect: ---
// expect: open source
// expect: open target
// expect:   block 1 step ends
// expect:   block 2 step ends
// expect:   block 3 step ends
// expect: defer: flush target
// expect: close target
// expect: defer: done with source
// expect: close source
// expect: disk full after 2
// expect: ---
// expect: open log
// expect: withHandle cleanup log
// expect: close log
// expect: length 3
// expect: open config
// expect: using config
// expect: withHandle cleanup config
// expect: close config
// expect: caught diskFull(after: 0)
