// Swift Evolution style: SE-0390 noncopyable struct (~Copyable) with deinit and a consuming close method using discard
struct FileDescriptor: ~Copyable {
    private let fd: Int32

    // discard requires trivially-destroyed stored properties, so the name is derived
    var name: String { "file#\(fd)" }

    init(opening path: String, fd: Int32) {
        self.fd = fd
        print("open \(path) as fd \(fd)")
    }

    borrowing func write(_ text: String) {
        print("fd \(fd) <- \(text)")
    }

    consuming func close() {
        print("explicit close of \(name)")
        discard self
    }

    deinit {
        print("deinit closing \(name) (fd \(fd))")
    }
}

func useTemporarily() {
    let log = FileDescriptor(opening: "log.txt", fd: 3)
    log.write("starting")
    log.write("done")
    print("leaving scope")
}

func useAndClose() {
    let data = FileDescriptor(opening: "data.bin", fd: 4)
    data.write("payload")
    data.close()
    print("after close")
}

func transfer(_ file: consuming FileDescriptor) -> FileDescriptor {
    file.write("transferred")
    return file
}

useTemporarily()
print("---")
useAndClose()
print("---")
do {
    let original = FileDescriptor(opening: "moved.txt", fd: 5)
    let moved = transfer(original)
    moved.write("still usable after move")
}
print("end")

// expect: open log.txt as fd 3
// expect: fd 3 <- starting
// expect: fd 3 <- done
// expect: leaving scope
// expect: deinit closing file#3 (fd 3)
// expect: ---
// expect: open data.bin as fd 4
// expect: fd 4 <- payload
// expect: explicit close of file#4
// expect: after close
// expect: ---
// expect: open moved.txt as fd 5
// expect: fd 5 <- transferred
// expect: fd 5 <- still usable after move
// expect: deinit closing file#5 (fd 5)
// expect: end
