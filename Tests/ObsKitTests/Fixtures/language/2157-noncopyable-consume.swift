// Swift Evolution style (SE-0390, SE-0366): noncopyable struct with deinit and consume operator
struct FileHandle: ~Copyable {
    let name: String
    var writes: Int = 0
    init(name: String) {
        self.name = name
        print("open \(name)")
    }
    mutating func write(_ text: String) {
        writes += 1
        print("write[\(name)] #\(writes): \(text)")
    }
    deinit {
        print("close \(name) after \(writes) writes")
    }
}

func take(_ h: consuming FileHandle) {
    print("taking ownership of \(h.name)")
}

func scoped() {
    var h = FileHandle(name: "log.txt")
    h.write("first")
    h.write("second")
    print("end of scope")
}

print("-- scoped")
scoped()

func demo() {
    print("-- consume into function")
    var a = FileHandle(name: "a.bin")
    a.write("data")
    take(a)
    print("after take")

    print("-- consume into new binding")
    let b = FileHandle(name: "b.bin")
    let c = consume b
    print("moved to c: \(c.name)")
    _ = consume c
    print("after discarding c")

    print("-- copyable consume")
    var numbers = [1, 2, 3]
    let moved = consume numbers
    numbers = [9]
    print(moved, numbers)
}
demo()
print("done")

// expect: -- scoped
// expect: open log.txt
// expect: write[log.txt] #1: first
// expect: write[log.txt] #2: second
// expect: end of scope
// expect: close log.txt after 2 writes
// expect: -- consume into function
// expect: open a.bin
// expect: write[a.bin] #1: data
// expect: taking ownership of a.bin
// expect: close a.bin after 1 writes
// expect: after take
// expect: -- consume into new binding
// expect: open b.bin
// expect: moved to c: b.bin
// expect: close b.bin after 0 writes
// expect: after discarding c
// expect: -- copyable consume
// expect: [1, 2, 3] [9]
// expect: done
