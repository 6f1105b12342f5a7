// Swift Evolution style (SE-0390 noncopyable structs and enums): a unique file descriptor
struct FileDescriptor: ~Copyable {
    let fd: Int32

    init(opening path: String, fd: Int32) {
        self.fd = fd
        print("open \(path) as fd \(fd)")
    }

    borrowing func write(_ text: String) {
        print("fd \(fd) <- \(text)")
    }

    // Consuming methods end the value's lifetime
    consuming func close() {
        print("explicit close of fd \(fd)")
        discard self   // skip deinit, we already cleaned up
    }

    deinit {
        print("deinit closes fd \(fd)")
    }
}

func useLog() {
    let log = FileDescriptor(opening: "/tmp/app.log", fd: 3)
    log.write("starting")
    log.write("done")
    print("leaving useLog")
}   // deinit runs here

func useConfig() {
    let config = FileDescriptor(opening: "/etc/app.conf", fd: 4)
    config.write("reload")
    config.close()   // consumes `config`; deinit is skipped
    print("config closed")
}

// Ownership moves on assignment; the old binding can no longer be used
func transfer() {
    let a = FileDescriptor(opening: "/dev/null", fd: 5)
    let b = a           // move, not copy
    b.write("moved")
    print("b owns fd \(b.fd)")
}

useLog()
useConfig()
transfer()

// Noncopyable enums model state machines where each state is unique
enum Connection: ~Copyable {
    case idle
    case connected(id: Int)

    consuming func connect(_ id: Int) -> Connection {
        switch consume self {
        case .idle:
            return .connected(id: id)
        case .connected(let old):
            print("already connected as \(old)")
            return .connected(id: old)
        }
    }

    borrowing func describe() -> String {
        switch self {
        case .idle: "idle"
        case .connected(let id): "connected #\(id)"
        }
    }
}

func session() {
    var conn = Connection.idle
    print(conn.describe())
    conn = conn.connect(7)
    print(conn.describe())
    conn = conn.connect(9)
    print(conn.describe())
}
session()
print("end of program")

// expect: open /tmp/app.log as fd 3
// expect: fd 3 <- starting
// expect: fd 3 <- done
// expect: leaving useLog
// expect: deinit closes fd 3
// expect: open /etc/app.conf as fd 4
// expect: fd 4 <- reload
// expect: explicit close of fd 4
// expect: config closed
// expect: open /dev/null as fd 5
// expect: fd 5 <- moved
// expect: b owns fd 5
// expect: deinit closes fd 5
// expect: idle
// expect: connected #7
// expect: already connected as 7
// expect: connected #7
// expect: end of program
