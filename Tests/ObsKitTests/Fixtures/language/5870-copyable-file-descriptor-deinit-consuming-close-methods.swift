// Swift Evolution style (SE-0390 noncopyable structs): a ~Copyable file descriptor with deinit, consuming close methods, `discard self` to skip the deinit, and ownership passed through functions
struct Descriptor: ~Copyable {
    let fd: Int
    private(set) var writes = 0

    init(fd: Int) {
        self.fd = fd
        print("open fd \(fd)")
    }

    mutating func write(_ line: String) {
        writes += line.count
    }

    borrowing func status() -> String {
        "fd \(fd): \(writes) bytes"
    }

    consuming func close() -> Int {
        let total = writes
        print("close fd \(fd) explicitly")
        discard self
        return total
    }

    consuming func abandon() {
        print("abandon fd \(fd)")
    }

    deinit {
        print("deinit closes fd \(fd) with \(writes) bytes")
    }
}

func useAndClose() {
    var handle = Descriptor(fd: 3)
    handle.write("alpha")
    handle.write("beta")
    print(handle.status())
    let total = handle.close()
    print("saved", total)
}
useAndClose()

func useAndDrop() {
    var handle = Descriptor(fd: 4)
    handle.write("x")
    print(handle.status())
    print("leaving scope")
}
useAndDrop()

func take(_ h: consuming Descriptor) {
    print("took fd \(h.fd)")
}
func inspect(_ h: borrowing Descriptor) {
    print("inspecting", h.status())
}

do {
    let h = Descriptor(fd: 5)
    inspect(h)
    take(h)
    print("after take")
}

do {
    let h = Descriptor(fd: 6)
    h.abandon()
    print("after abandon")
}

func makeHandle(_ n: Int) -> Descriptor {
    var h = Descriptor(fd: 10 + n)
    for i in 0..<n { h.write("line \(i)") }
    return h
}
let generated = makeHandle(3)
print(generated.status())
print("end of program")

// expect: open fd 3
// expect: fd 3: 9 bytes
// expect: close fd 3 explicitly
// expect: saved 9
// expect: open fd 4
// expect: fd 4: 1 bytes
// expect: leaving scope
// expect: deinit closes fd 4 with 1 bytes
// expect: open fd 5
// expect: inspecting fd 5: 0 bytes
// expect: took fd 5
// expect: deinit closes fd 5 with 0 bytes
// expect: after take
// expect: open fd 6
// expect: abandon fd 6
// expect: deinit closes fd 6 with 0 bytes
// expect: after abandon
// expect: open fd 13
// expect: fd 13: 18 bytes
// expect: end of program
