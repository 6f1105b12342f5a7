// Swift Evolution style (SE-0390): noncopyable structs and enums with deinit and consuming methods
struct Descriptor: ~Copyable {
    let fd: Int
    consuming func release() -> Int {
        let n = fd
        discard self
        return n
    }
    deinit { print("descriptor \(fd) leaked") }
}

struct FileHandle: ~Copyable {
    let path: String
    private var lines: [String] = []

    init(path: String) {
        self.path = path
        print("open \(path)")
    }

    mutating func write(_ line: String) {
        lines.append(line)
    }

    borrowing func lineCount() -> Int { lines.count }

    consuming func close() -> [String] {
        let result = lines
        return result
    }

    deinit {
        print("deinit closes \(path) with \(lines.count) lines")
    }
}

enum Connection: ~Copyable {
    case idle(host: String)
    case active(host: String, requests: Int)

    consuming func shutdown() -> String {
        switch consume self {
        case .idle(let host): return "shutdown idle \(host)"
        case .active(let host, let n): return "shutdown \(host) after \(n)"
        }
    }
}

func useLog() {
    var log = FileHandle(path: "app.log")
    log.write("boot")
    log.write("ready")
    print("lines so far: \(log.lineCount())")
    let contents = log.close()
    print("closed explicitly: \(contents)")
}

func dropLog() {
    var tmp = FileHandle(path: "tmp.log")
    tmp.write("scratch")
    print("leaving scope")
}

func transfer(_ handle: consuming FileHandle) -> String {
    "took \(handle.path)"
}

useLog()
print("--")
dropLog()
print("--")
func moveHandle() {
    let h = FileHandle(path: "moved.log")
    print(transfer(h))
}
moveHandle()
print("--")
func connections() {
    let conn = Connection.active(host: "db", requests: 4)
    print(conn.shutdown())
    let idle = Connection.idle(host: "cache")
    print(idle.shutdown())
    let d1 = Descriptor(fd: 3)
    print("released \(d1.release())")
    _ = Descriptor(fd: 4)
}
connections()
// expect: open app.log
// expect: lines so far: 2
// expect: deinit closes app.log with 2 lines
// expect: closed explicitly: ["boot", "ready"]
// expect: --
// expect: open tmp.log
// expect: leaving scope
// expect: deinit closes tmp.log with 1 lines
// expect: --
// expect: open moved.log
// expect: deinit closes moved.log with 0 lines
// expect: took moved.log
// expect: --
// expect: shutdown db after 4
// expect: shutdown idle cache
// expect: released 3
// expect: descriptor 4 leaked
