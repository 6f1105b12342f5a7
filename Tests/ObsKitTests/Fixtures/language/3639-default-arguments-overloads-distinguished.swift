// Compiler test style: default arguments and overloads distinguished by labels
func connect(host: String, port: Int = 80) -> String { "\(host):\(port)" }
func connect(host: String, secure: Bool) -> String { "\(secure ? "https" : "http")://\(host)" }
func connect(_ url: String) -> String { "url \(url)" }

print(connect(host: "a.com"))
print(connect(host: "b.com", port: 8080))
print(connect(host: "c.com", secure: true))
print(connect("d.com"))

func format(_ v: Int, width: Int = 5, pad: Character = " ") -> String {
    let s = String(v)
    return String(repeating: pad, count: max(0, width - s.count)) + s
}
print("[" + format(42) + "]")
print("[" + format(42, width: 3) + "]")
print("[" + format(42, pad: "0") + "]")
print("[" + format(7, width: 4, pad: "*") + "]")

func f(_ x: Int) -> String { "f(Int)" }
func f(_ x: Int, _ y: Int = 0) -> String { "f(Int, Int=\(y))" }
print(f(1))
print(f(1, 2))

struct Logger {
    var prefix = "log"
    func write(_ msg: String, level: Int = 1) -> String { "\(prefix)[\(level)] \(msg)" }
    func write(_ msg: String, tag: String) -> String { "\(prefix)<\(tag)> \(msg)" }
}
let l = Logger()
print(l.write("start"))
print(l.write("warn", level: 2))
print(l.write("net", tag: "io"))
print(Logger(prefix: "x").write("y"))
// expect: a.com:80
// expect: b.com:8080
// expect: https://c.com
// expect: url d.com
// expect: [   42]
// expect: [ 42]
// expect: [00042]
// expect: [***7]
// expect: f(Int)
// expect: f(Int, Int=2)
// expect: log[1] start
// expect: log[2] warn
// expect: log<io> net
// expect: x[1] y
