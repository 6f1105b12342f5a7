// Compiler test style: lazy stored properties in structs and classes: initialization timing, copies and resets
var initLog: [String] = []

struct Report {
    var items: [Int]
    lazy var total: Int = {
        initLog.append("total computed for \(items.count) items")
        return items.reduce(0, +)
    }()
    lazy var label = "Report of \(items.count)"
}

var r = Report(items: [1, 2, 3])
print(initLog)
print(r.total)
r.items.append(100)
print(r.total, r.label)
print(initLog)

var r2 = Report(items: [5])
var r3 = r2
print(r2.total)
r3.items = [10, 20]
print(r3.total)
var r4 = r2
r4.items = []
print(r4.total)
print(initLog.count)

r2.total = -1
print(r2.total)

class Session {
    let id: Int
    init(id: Int) {
        self.id = id
        initLog.append("Session \(id) init")
    }
    lazy var token: String = {
        initLog.append("token for \(self.id)")
        return "tok-\(self.id * 7)"
    }()
    lazy var greeting: () -> String = { [unowned self] in "hi \(self.id)" }
}

initLog = []
let sessions = [Session(id: 1), Session(id: 2)]
print(initLog)
let shared = sessions[0]
print(shared.token, sessions[0].token)
print(sessions[1].greeting())
print(initLog)

let lazyGlobal: Int = {
    print("lazy global init")
    return 99
}()
print("before use")
print(lazyGlobal + 1)

struct Holder {
    static var counter: Int = {
        print("static counter init")
        return 10
    }()
}
print("before static")
Holder.counter += 1
print(Holder.counter)

// expect: []
// expect: 6
// expect: 6 Report of 4
// expect: ["total computed for 3 items"]
// expect: 5
// expect: 30
// expect: 5
// expect: 3
// expect: -1
// expect: ["Session 1 init", "Session 2 init"]
// expect: tok-7 tok-7
// expect: hi 2
// expect: ["Session 1 init", "Session 2 init", "token for 1"]
// expect: lazy global init
// expect: before use
// expect: 100
// expect: before static
// expect: static counter init
// expect: 11
