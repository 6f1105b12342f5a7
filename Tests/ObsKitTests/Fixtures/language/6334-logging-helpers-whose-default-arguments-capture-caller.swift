// Swift.org blog style (standard library literals #function and #line): logging helpers whose default arguments capture the caller's function name and line
struct LogEntry {
    let function: String
    let line: Int
    let message: String
}

var entries: [LogEntry] = []

func log(_ message: String, function: String = #function, line: Int = #line) {
    entries.append(LogEntry(function: function, line: line, message: message))
}

func whereAmI(_ function: String = #function) -> String {
    function
}

struct Downloader {
    var name: String

    init(name: String) {
        self.name = name
        log("created \(name)")
    }

    func start(retries: Int) {
        log("start with \(retries) retries")
        print("inside:", #function)
    }

    var status: String {
        whereAmI()
    }

    subscript(index: Int) -> String {
        whereAmI()
    }
}

func topLevelHelper() {
    log("helper ran")
}

let d = Downloader(name: "files")
d.start(retries: 3)
topLevelHelper()
log("at top level")
print(d.status, d[0])
let closureName = { whereAmI() }()
print("closure:", closureName)

for e in entries {
    print("\(e.function) @\(e.line): \(e.message)")
}
print("this line is", #line)

// expect: inside: start(retries:)
// expect: status subscript(_:)
// expect: closure: main
// expect: init(name:) @23: created files
// expect: start(retries:) @27: start with 3 retries
// expect: topLevelHelper() @41: helper ran
// expect: main @47: at top level
// expect: this line is 55
