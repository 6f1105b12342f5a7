// Interview question style (default arguments and overriding): default values come from the static type, the body from the dynamic type
class Printer {
    func output(_ text: String = "base default") -> String { "Printer: \(text)" }
    func level(_ n: Int = 1) -> String { "Printer level \(n)" }
}

class LaserPrinter: Printer {
    override func output(_ text: String = "laser default") -> String { "Laser: \(text)" }
    override func level(_ n: Int = 9) -> String { "Laser level \(n)" }
}

protocol Job { func run(times: Int) -> String }
extension Job { func run() -> String { run(times: 2) } }
struct PrintJob: Job {
    func run(times: Int = 5) -> String { "run x\(times)" }
}

// Puzzle: which default and which body appear?
let p: Printer = LaserPrinter()
let l = LaserPrinter()
print(p.output())
print(l.output())
print(p.level(), l.level(), p.level(3))

let job = PrintJob()
let anyJob: Job = PrintJob()
print(job.run(times: 1), anyJob.run())

func callThrough(_ printer: Printer) -> String { printer.output() }
print(callThrough(l))

let method = p.output
print(method("explicit"))

func greet(_ name: String = "world", punctuation: String = "!") -> String { "hi \(name)\(punctuation)" }
print(greet(), greet("you"), greet(punctuation: "?"))

// expect: Laser: base default
// expect: Laser: laser default
// expect: Laser level 1 Laser level 9 Laser level 3
// expect: run x1 run x2
// expect: Laser: base default
// expect: Laser: explicit
// expect: hi world! hi you! hi world?
