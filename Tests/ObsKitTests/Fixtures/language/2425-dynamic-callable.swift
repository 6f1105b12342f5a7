// Compiler test style: @dynamicCallable with positional and keyword arguments
@dynamicCallable
struct Adder {
    var base: Int
    func dynamicallyCall(withArguments args: [Int]) -> Int {
        args.reduce(base, +)
    }
}

@dynamicCallable
struct CommandBuilder {
    let program: String
    func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, String>) -> String {
        var parts = [program]
        for (key, value) in args {
            if key.isEmpty {
                parts.append(value)
            } else {
                parts.append("--\(key)=\(value)")
            }
        }
        return parts.joined(separator: " ")
    }
}

@dynamicCallable
final class Recorder {
    var log: [String] = []
    @discardableResult
    func dynamicallyCall(withArguments args: [String]) -> Int {
        log.append("positional(\(args.joined(separator: ",")))")
        return args.count
    }
    @discardableResult
    func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, Int>) -> Int {
        log.append("keyword(\(args.map { "\($0.key.isEmpty ? "_" : $0.key):\($0.value)" }.joined(separator: ",")))")
        return args.count
    }
}

let add = Adder(base: 100)
print(add(1, 2, 3))
print(add())
print(add(-100))

let git = CommandBuilder(program: "git")
print(git("commit", message: "fix bug", author: "ann"))
print(git(verbose: "true", "status"))
print(git())

let recorder = Recorder()
recorder("a", "b")
let n = recorder(x: 1, 2, y: 3)
recorder()
print(n)
for entry in recorder.log { print(entry) }
let adders = [Adder(base: 1), Adder(base: 2)]
print(adders.map { $0(10, 20) })
// expect: 106
// expect: 100
// expect: 0
// expect: git commit --message=fix bug --author=ann
// expect: git --verbose=true status
// expect: git
// expect: 3
// expect: positional(a,b)
// expect: keyword(x:1,_:2,y:3)
// expect: positional()
// expect: [31, 32]
