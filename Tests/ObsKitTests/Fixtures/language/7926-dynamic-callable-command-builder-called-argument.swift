// Sundell style (dynamic callable): a command builder called with argument lists
@dynamicCallable
struct Command {
    let name: String

    func dynamicallyCall(withArguments args: [String]) -> String {
        ([name] + args).joined(separator: " ")
    }

    func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, String>) -> String {
        var parts = [name]
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

let git = Command(name: "git")
print(git("status"))
print(git("commit", "-m", "fix"))
print(git())
print(git("log", oneline: "true", n: "5"))
print(git(branch: "main"))
let ls = Command(name: "ls")
print(ls("-la", "/tmp"))
print(ls.dynamicallyCall(withArguments: ["x"]))
// expect: git status
// expect: git commit -m fix
// expect: git
// expect: git log --oneline=true --n=5
// expect: git --branch=main
// expect: ls -la /tmp
// expect: ls x
