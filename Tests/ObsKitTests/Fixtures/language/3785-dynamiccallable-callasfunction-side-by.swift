// Swift book style: @dynamicCallable and callAsFunction side by side with @dynamicMemberLookup
@dynamicCallable
struct Summer {
    func dynamicallyCall(withArguments args: [Int]) -> Int { args.reduce(0, +) }
}
let sum = Summer()
print(sum(1, 2, 3), sum(), sum(10))

@dynamicCallable
struct Formatter {
    let name: String
    func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Int>) -> String {
        let parts = args.map { $0.key.isEmpty ? "\($0.value)" : "\($0.key)=\($0.value)" }
        return "\(name)(" + parts.joined(separator: ", ") + ")"
    }
}
let fmt = Formatter(name: "rect")
print(fmt(x: 1, y: 2, 3))
print(fmt(width: 10, width: 20))
print(fmt())

@dynamicMemberLookup
@dynamicCallable
struct Command {
    var path: [String] = []
    subscript(dynamicMember name: String) -> Command {
        Command(path: path + [name])
    }
    func dynamicallyCall(withArguments args: [String]) -> String {
        (["$"] + path + args).joined(separator: " ")
    }
}
let git = Command(path: ["git"])
print(git.commit("-m", "msg"))
print(git.remote.add("origin", "url"))
print(git.status())

struct Scale {
    let factor: Double
    func callAsFunction(_ x: Double) -> Double { x * factor }
    func callAsFunction(_ xs: Double...) -> [Double] { xs.map { $0 * factor } }
}
let triple = Scale(factor: 3)
print(triple(2.5), triple(1, 2), triple(0.5, 1.5, 2.5))

@dynamicCallable
final class Recorder {
    var calls: [[String: Int]] = []
    func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Int>) {
        var d: [String: Int] = [:]
        for (k, v) in args { d[k, default: 0] += v }
        calls.append(d)
    }
}
let rec = Recorder()
rec(a: 1, b: 2)
rec(a: 5, a: 5)
print(rec.calls.map { d in d.keys.sorted().map { k in "\(k):\(d[k]!)" }.joined(separator: ",") })
// expect: 6 0 10
// expect: rect(x=1, y=2, 3)
// expect: rect(width=10, width=20)
// expect: rect()
// expect: $ git commit -m msg
// expect: $ git remote add origin url
// expect: $ git status
// expect: 7.5 [3.0, 6.0] [1.5, 4.5, 7.5]
// expect: ["a:1,b:2", "a:10"]
