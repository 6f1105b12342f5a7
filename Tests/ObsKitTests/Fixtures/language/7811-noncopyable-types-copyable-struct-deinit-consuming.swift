// Swift book style (noncopyable types): ~Copyable struct with deinit, consuming and borrowing parameters
struct FileHandle: ~Copyable {
    let fd: Int
    init(fd: Int) {
        self.fd = fd
        print("open \(fd)")
    }
    borrowing func describe() -> String {
        "handle(\(fd))"
    }
    consuming func close() {
        print("closing \(fd) explicitly")
        discard self
    }
    deinit {
        print("deinit closes \(fd)")
    }
}

func inspect(_ h: borrowing FileHandle) {
    print("inspect \(h.describe())")
}

func finish(_ h: consuming FileHandle) {
    print("finish got \(h.fd)")
}

func main() {
    let a = FileHandle(fd: 3)
    inspect(a)
    finish(a)
    print("after finish")

    let b = FileHandle(fd: 4)
    b.close()
    print("after close")

    do {
        let c = FileHandle(fd: 5)
        inspect(c)
    }
    print("end of main")
}
main()
print("end")
// expect: open 3
// expect: inspect handle(3)
// expect: finish got 3
// expect: deinit closes 3
// expect: after finish
// expect: open 4
// expect: closing 4 explicitly
// expect: after close
// expect: open 5
// expect: inspect handle(5)
// expect: deinit closes 5
// expect: end of main
// expect: end
