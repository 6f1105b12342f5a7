// Swift book style (capture lists): [weak obj] and [unowned obj] in closures that outlive or not their target
final class Logger {
    let prefix: String
    init(prefix: String) { self.prefix = prefix }
    deinit { print("Logger \(prefix) deinit") }
    func log(_ s: String) { print("\(prefix): \(s)") }
}

var logger: Logger? = Logger(prefix: "APP")
let weakLog: (String) -> Void = { [weak logger] msg in
    if let logger {
        logger.log(msg)
    } else {
        print("logger gone, dropped: \(msg)")
    }
}
weakLog("first")
logger = nil
weakLog("second")

let stable = Logger(prefix: "SYS")
let unownedLog = { [unowned stable] (msg: String) in
    stable.log(msg)
}
unownedLog("hello")

let renamed = { [l = stable, count = 3] in
    for i in 1...count { l.log("rep \(i)") }
}
renamed()
print("end")
// expect: APP: first
// expect: Logger APP deinit
// expect: logger gone, dropped: second
// expect: SYS: hello
// expect: SYS: rep 1
// expect: SYS: rep 2
// expect: SYS: rep 3
// expect: end
