import Foundation

// obsfuzz: a token-aware mutation fuzzer for ObsKit (issue 10: never dies, never hangs, loses nothing).
//
//   obsfuzz [--count N] [--seed S] [--jobs J] [--out DIR]     fuzz; exit 0 only when nothing was found
//   obsfuzz --run FILE                                         run one script the way a worker does
//   obsfuzz --print --index I [--seed S]                       print generated input I
//   obsfuzz --worker --from A --to B [--seed S]                (internal) run inputs A..<B in this process

let usage = """
    usage: obsfuzz [--count N] [--seed S] [--jobs J] [--batch B] [--out DIR] [--root REPO]
                   [--max-steps N] [--soft-deadline SECONDS] [--hard-deadline SECONDS] [--memory-mb MB]
                   [--value-memory-mb MB] [--minimize-seconds SECONDS] [--no-minimize] [--quiet] [--only I,J,...]
           obsfuzz --run FILE [limits]
           obsfuzz --print --index I [--seed S]
           obsfuzz --list-corpus
    Runs N generated inputs (mutations of the repository's fixtures and tutorials), each in a fresh Session,
    in child processes of B inputs each (default 1000); crashes and hangs are reproduced, minimised and written
    to DIR (default .build/fuzz-findings). --memory-mb caps a worker's address space (default 4096),
    --value-memory-mb an input's script values (obsrepl's --max-memory; default 128).
    Exit status: 0 nothing found, 1 findings, 2 usage.
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("obsfuzz: \(message)\n\(usage)\n".utf8))
    exit(2)
}

var options = FuzzDriver.Options()
var mode = "drive"
var from = 0, to = 0, index = 0
var runFile: String?
var backtraceHangs = true
var arguments = Array(CommandLine.arguments.dropFirst())
func value(_ name: String) -> String {
    guard !arguments.isEmpty else { fail("\(name) needs a value") }
    return arguments.removeFirst()
}
func number<T: LosslessStringConvertible>(_ name: String) -> T {
    guard let parsed = T(value(name)) else { fail("\(name) needs a number") }
    return parsed
}
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--count": options.count = number(argument)
    case "--seed": options.seed = number(argument)
    case "--jobs": options.jobs = number(argument)
    case "--batch": options.batch = max(1, number(argument))
    case "--out": options.out = value(argument)
    case "--root": options.root = value(argument)
    case "--max-steps": options.limits.stepBudget = number(argument)
    case "--soft-deadline": options.limits.softDeadline = number(argument)
    case "--hard-deadline": options.limits.hardDeadline = number(argument)
    case "--memory-mb": options.limits.memoryMegabytes = number(argument)
    case "--value-memory-mb": options.limits.valueMegabytes = number(argument)
    case "--minimize-seconds": options.minimizeSeconds = number(argument)
    case "--no-minimize": options.minimize = false
    case "--quiet": options.quiet = true
    case "--only":
        let list = value(argument).split(separator: ",").compactMap { Int($0) }
        guard !list.isEmpty else { fail("--only needs input numbers, as in --only 12,40") }
        options.only = list
    case "--no-hang-backtrace": backtraceHangs = false
    case "--worker": mode = "worker"
    case "--from": from = number(argument)
    case "--to": to = number(argument)
    case "--run": mode = "run"; runFile = value(argument)
    case "--print": mode = "print"
    case "--index": index = number(argument)
    case "--list-corpus": mode = "list"
    case "-h", "--help": print(usage); exit(0)
    default: fail("unknown argument '\(argument)'")
    }
}
if options.limits.hardDeadline <= options.limits.softDeadline { fail("--hard-deadline must be later than --soft-deadline") }

func corpus() -> FuzzCorpus {
    let root = options.root ?? FuzzCorpus.findRoot(from: FileManager.default.currentDirectoryPath)
        ?? FuzzCorpus.findRoot(from: (FuzzChild.executable as NSString).deletingLastPathComponent)
    options.root = root
    return FuzzCorpus.load(root: root)
}

switch mode {
case "worker":
    let mutator = FuzzMutator(corpus: corpus())
    let worker = FuzzWorker(limits: options.limits, backtraceHangs: backtraceHangs)
    worker.onRunnerThread {
        for i in from..<max(from, to) {
            let text = mutator.input(seed: options.seed, index: i)
            FuzzWorker.say("start \(i)")
            let (outcome, seconds) = worker.run(text, index: i)
            FuzzWorker.say("done \(i) \(Int(seconds * 1000)) \(outcome.rawValue)")
        }
    }
    exit(0)
case "run":
    guard let runFile, let data = FileManager.default.contents(atPath: runFile) else { fail("cannot read \(runFile ?? "")") }
    let worker = FuzzWorker(limits: options.limits, backtraceHangs: backtraceHangs)
    worker.onRunnerThread {
        FuzzWorker.say("start 0")
        let (outcome, seconds) = worker.run(String(decoding: data, as: UTF8.self), index: 0)
        FuzzWorker.say("done 0 \(Int(seconds * 1000)) \(outcome.rawValue)")
    }
    exit(0)
case "print":
    print(FuzzMutator(corpus: corpus()).input(seed: options.seed, index: index))
case "list":
    let loaded = corpus()
    print("root: \(options.root ?? "(not found: built-in corpus)")")
    print("\(loaded.scripts.count) scripts, \(loaded.commands.count) commands")
    for origin in loaded.origins { print("  " + origin) }
default:
    let driver = FuzzDriver(options: options, corpus: corpus())
    exit(driver.run())
}
