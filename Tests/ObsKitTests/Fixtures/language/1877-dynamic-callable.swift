// Compiler test style: @dynamicCallable — withArguments and withKeywordArguments forms, return types, and mixing with ordinary methods
@dynamicCallable
struct Adder {
    let base: Int
    func dynamicallyCall(withArguments args: [Int]) -> Int {
        return args.reduce(base, +)
    }
}

let add = Adder(base: 100)
print(add(1, 2, 3))
print(add())
print(add(-100))

@dynamicCallable
struct Formatter {
    let name: String
    func dynamicallyCall(withKeywordArguments pairs: KeyValuePairs<String, String>) -> String {
        var parts: [String] = []
        for (key, value) in pairs {
            parts.append(key.isEmpty ? value : "\(key)=\(value)")
        }
        return "\(name)(" + parts.joined(separator: ", ") + ")"
    }
}

let tag = Formatter(name: "div")
print(tag(id: "main", class: "wide"))
print(tag("positional", style: "bold", "another"))
print(tag())
print(tag(b: "2", a: "1", b: "3"))

// Both forms on one type: keyword version used only when labels appear
@dynamicCallable
struct Logger {
    var prefix: String
    func dynamicallyCall(withArguments args: [String]) -> String {
        "\(prefix) plain: " + args.joined(separator: " ")
    }
    func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, String>) -> String {
        "\(prefix) keyed: " + args.map { "\($0.key.isEmpty ? "_" : $0.key):\($0.value)" }.joined(separator: " ")
    }
}
let log = Logger(prefix: "[log]")
print(log("a", "b"))
print(log(level: "warn", "disk low"))

// Class conformance with mutation of state through the dynamic call
@dynamicCallable
final class Recorder {
    var history: [[Double]] = []
    @discardableResult
    func dynamicallyCall(withArguments values: [Double]) -> Double {
        history.append(values)
        return values.reduce(0, +)
    }
}
let rec = Recorder()
print(rec(1.5, 2.5))
rec(10)
rec()
print(rec.history)

// Dictionary-literal-style keyword args building a dictionary
@dynamicCallable
struct DictBuilder {
    func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Int>) -> [String: Int] {
        var d: [String: Int] = [:]
        for (k, v) in args { d[k, default: 0] += v }
        return d
    }
}
let build = DictBuilder()
let d = build(x: 1, y: 2, x: 10)
print(d.sorted { $0.key < $1.key })

// expect: 106
// expect: 100
// expect: 0
// expect: div(id=main, class=wide)
// expect: div(positional, style=bold, another)
// expect: div()
// expect: div(b=2, a=1, b=3)
// expect: [log] plain: a b
// expect: [log] keyed: level:warn _:disk low
// expect: 4.0
// expect: [[1.5, 2.5], [10.0], []]
// expect: [(key: "x", value: 11), (key: "y", value: 2)]
