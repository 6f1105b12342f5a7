// App code style: command-line style argument parser with tokenizing, enums, optionals and switch patterns
enum Arg: Equatable {
    case flag(String)
    case option(String, String)
    case positional(String)
}
enum ArgError: Error { case missingValue(String), unknown(String) }

func tokenize(_ line: String) -> [String] {
    var out: [String] = [], cur = "", quoted = false
    for ch in line {
        switch (ch, quoted) {
        case ("\"", _): quoted.toggle()
        case (" ", false): if !cur.isEmpty { out.append(cur); cur = "" }
        default: cur.append(ch)
        }
    }
    if !cur.isEmpty { out.append(cur) }
    return out
}

func parse(_ tokens: [String], valued: Set<String>) throws -> [Arg] {
    var args: [Arg] = []
    var it = tokens.makeIterator()
    while let t = it.next() {
        switch t {
        case let s where s.hasPrefix("--") && s.contains("="):
            let parts = s.dropFirst(2).split(separator: "=", maxSplits: 1).map(String.init)
            args.append(.option(parts[0], parts.count > 1 ? parts[1] : ""))
        case let s where s.hasPrefix("--"):
            let name = String(s.dropFirst(2))
            if valued.contains(name) {
                guard let v = it.next() else { throw ArgError.missingValue(name) }
                args.append(.option(name, v))
            } else { args.append(.flag(name)) }
        case let s where s.hasPrefix("-") && s.count > 1:
            for c in s.dropFirst() {
                guard c.isLetter else { throw ArgError.unknown(s) }
                args.append(.flag(String(c)))
            }
        default: args.append(.positional(t))
        }
    }
    return args
}

let lines = ["build --out=dist -vq \"my file.txt\" --level 3", "run --level", "x -a1", "--name= --dry  tail"]
for line in lines {
    let toks = tokenize(line)
    print("\(toks.count) tokens: \(toks)")
    do {
        let args = try parse(toks, valued: ["level", "out"])
        let flags = args.compactMap { if case .flag(let f) = $0 { return f } else { return nil } }
        var opts: [String] = []
        for case let .option(k, v) in args { opts.append("\(k)=\(v.isEmpty ? "<empty>" : v)") }
        print("  flags \(flags) opts \(opts) positional \(args.filter { if case .positional = $0 { return true }; return false }.count)")
        print("  has -v: \(args.contains(.flag("v")))")
    } catch {
        print("  error \(error)")
    }
}
// expect: 6 tokens: ["build", "--out=dist", "-vq", "my file.txt", "--level", "3"]
// expect:   flags ["v", "q"] opts ["out=dist", "level=3"] positional 2
// expect:   has -v: true
// expect: 2 tokens: ["run", "--level"]
// expect:   error missingValue("level")
// expect: 2 tokens: ["x", "-a1"]
// expect:   error unknown("-a1")
// expect: 3 tokens: ["--name=", "--dry", "tail"]
// expect:   flags ["dry"] opts ["name=<empty>"] positional 1
// expect:   has -v: false
