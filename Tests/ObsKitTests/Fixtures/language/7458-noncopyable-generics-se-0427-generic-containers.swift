// Swift Evolution style (noncopyable generics): SE-0427 generic containers and protocols that admit ~Copyable element types
struct FileHandleLike: ~Copyable {
    let fd: Int
    deinit { print("close fd \(fd)") }
}

struct Box<Wrapped: ~Copyable>: ~Copyable {
    var value: Wrapped
    init(_ value: consuming Wrapped) { self.value = value }

    consuming func unwrap() -> Wrapped { value }

    borrowing func inspect<R>(_ body: (borrowing Wrapped) -> R) -> R {
        body(value)
    }
}

extension Box: Copyable where Wrapped: Copyable {}

protocol Resource: ~Copyable {
    var id: Int { get }
}
extension FileHandleLike: Resource {
    var id: Int { fd }
}
struct Plain: Resource {
    var id: Int
}

func describe<R: Resource & ~Copyable>(_ r: borrowing R) -> String {
    "resource \(r.id)"
}

func main() {
    let box = Box(FileHandleLike(fd: 3))
    let id = box.inspect { $0.fd }
    print("boxed fd \(id)")
    let handle = box.unwrap()
    print(describe(handle))

    let copyable = Box(42)
    let copy = copyable
    print(copyable.value + copy.value)

    print(describe(Plain(id: 7)))

    var maybe: FileHandleLike? = FileHandleLike(fd: 9)
    if let h = maybe.take() {
        print("took \(h.fd)")
    }
    print("maybe is nil: \(maybe == nil)")
    print("end of main")
}
main()
print("after main")
// expect: boxed fd 3
// expect: resource 3
// expect: 84
// expect: resource 7
// expect: took 9
// expect: close fd 9
// expect: maybe is nil: true
// expect: end of main
// expect: close fd 3
// expect: after main
