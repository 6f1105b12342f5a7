// Swift book style (deinit in a hierarchy): subclass deinit runs before the superclass deinit, and init messages run the other way
class Resource {
    let name: String
    init(name: String) {
        self.name = name
        print("Resource.init \(name)")
    }
    deinit { print("Resource.deinit \(name)") }
}

class FileHandle: Resource {
    let path: String
    init(path: String) {
        self.path = path
        print("FileHandle.init sets path \(path)")
        super.init(name: "file")
        print("FileHandle.init done")
    }
    deinit { print("FileHandle.deinit closes \(path)") }
}

class LockedFile: FileHandle {
    var locks = 1
    deinit { print("LockedFile.deinit releases \(locks) lock(s)") }
}

func openAndClose() {
    let f = LockedFile(path: "/tmp/a.txt")
    f.locks = 2
    print("working with \(f.path)")
}

openAndClose()
print("--")
var r: Resource? = FileHandle(path: "/tmp/b.txt")
print(type(of: r!))
r = nil
print("--")
var pool: [Resource] = [Resource(name: "sock"), LockedFile(path: "/tmp/c")]
pool.removeAll()
print("end")

// expect: FileHandle.init sets path /tmp/a.txt
// expect: Resource.init file
// expect: FileHandle.init done
// expect: working with /tmp/a.txt
// expect: LockedFile.deinit releases 2 lock(s)
// expect: FileHandle.deinit closes /tmp/a.txt
// expect: Resource.deinit file
// expect: --
// expect: FileHandle.init sets path /tmp/b.txt
// expect: Resource.init file
// expect: FileHandle.init done
// expect: FileHandle
// expect: FileHandle.deinit closes /tmp/b.txt
// expect: Resource.deinit file
// expect: --
// expect: Resource.init sock
// expect: FileHandle.init sets path /tmp/c
// expect: Resource.init file
// expect: FileHandle.init done
// expect: Resource.deinit sock
// expect: LockedFile.deinit releases 1 lock(s)
// expect: FileHandle.deinit closes /tmp/c
// expect: Resource.deinit file
// expect: end
