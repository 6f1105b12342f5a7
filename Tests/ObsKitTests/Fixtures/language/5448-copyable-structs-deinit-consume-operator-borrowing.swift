// Swift Evolution style (SE-0366/SE-0377/SE-0390): ~Copyable structs with deinit, consume operator, borrowing and consuming parameters
struct FileHandle: ~Copyable {
    let fd: Int
    private(set) var writes: Int = 0

    init(fd: Int) {
        self.fd = fd
        print("open fd \(fd)")
    }

    mutating func write(_ line: String) {
        writes += 1
        print("fd \(fd) <- \(line)")
    }

    borrowing func describe() -> String {
        "fd \(fd) with \(writes) writes"
    }

    consuming func close() -> Int {
        let result = writes
        discard self
        print("closed fd explicitly")
        return result
    }

    deinit {
        print("deinit fd \(fd) (\(writes) writes)")
    }
}

func inspect(_ h: borrowing FileHandle) {
    print("inspect:", h.describe())
}

func finish(_ h: consuming FileHandle) {
    print("finishing fd", h.fd)
}

func scope1() {
    var a = FileHandle(fd: 3)
    a.write("hello")
    a.write("world")
    inspect(a)
    let n = a.close()
    print("writes:", n)
}

func scope2() {
    let b = FileHandle(fd: 4)
    inspect(b)
    finish(b)
    print("after finish")
}

func scope3() {
    var c = FileHandle(fd: 5)
    c.write("x")
    let d = consume c
    print("moved into d:", d.describe())
    print("end of scope3")
}

scope1()
print("--")
scope2()
print("--")
scope3()
print("done")

// expect: open fd 3
// expect: fd 3 <- hello
// expect: fd 3 <- world
// expect: inspect: fd 3 with 2 writes
// expect: closed fd explicitly
// expect: writes: 2
// expect: --
// expect: open fd 4
// expect: inspect: fd 4 with 0 writes
// expect: finishing fd 4
// expect: deinit fd 4 (0 writes)
// expect: after finish
// expect: --
// expect: open fd 5
// expect: fd 5 <- x
// expect: moved into d: fd 5 with 1 writes
// expect: end of scope3
// expect: deinit fd 5 (1 writes)
// expect: done
