// What's new in Swift 5.9 style (noncopyable structs, SE-0390): a ~Copyable file handle with deinit, borrowing reads and a consuming close
struct FileHandle: ~Copyable {
    let name: String
    private var lines: [String] = []

    init(name: String) {
        self.name = name
        print("open \(name)")
    }

    mutating func write(_ line: String) {
        lines.append(line)
    }

    borrowing func lineCount() -> Int {
        lines.count
    }

    consuming func close() -> [String] {
        print("closing \(name) explicitly")
        return lines
    }

    deinit {
        print("deinit \(name)")
    }
}

func summarize(_ handle: borrowing FileHandle) {
    print("\(handle.name) has \(handle.lineCount()) lines")
}

func makeLog() {
    var log = FileHandle(name: "log.txt")
    log.write("started")
    log.write("working")
    summarize(log)
    let saved = log.close()
    print("saved:", saved)
    print("end of makeLog")
}

func scratch() {
    var temp = FileHandle(name: "scratch.tmp")
    temp.write("x")
    summarize(temp)
    print("leaving scratch")
}

makeLog()
print("--")
scratch()
print("done")

// expect: open log.txt
// expect: log.txt has 2 lines
// expect: closing log.txt explicitly
// expect: deinit log.txt
// expect: saved: ["started", "working"]
// expect: end of makeLog
// expect: --
// expect: open scratch.tmp
// expect: scratch.tmp has 1 lines
// expect: leaving scratch
// expect: deinit scratch.tmp
// expect: done
