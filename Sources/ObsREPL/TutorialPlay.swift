import Foundation
import ObsKit

/// `obsrepl play NAME|FILE.md`: runs a lesson for real and prints it as a transcript, narration included;
/// for a talk, `--step` waits for Enter before each step and shows it as the shell would (colours, narration
/// as in guided mode). Setup blocks run unseen. Steps are numbered as guided mode numbers them (an
/// exercise is one step), so `--from N` and `--to N` name the same steps as `:goto N`; the steps before
/// `--from` run unseen.
enum TutorialPlay {
    struct Options {
        var name: String?
        var pace = 0.0
        var stepping = false
        var from = 1
        var to = Int.max
        var solutions = true
        var markdown = false
    }

    static let usage = "obsrepl play NAME|FILE.md [--step] [--from N] [--to N] [--no-solutions] [--pace SECONDS] | --markdown"

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var index = 0
        func number() -> Double? {
            index += 1
            return index < arguments.count ? Double(arguments[index]) : nil
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--pace": guard let value = number(), value >= 0 else { return nil }; options.pace = value
            case "--from": guard let value = number(), value >= 1 else { return nil }; options.from = Int(value)
            case "--to": guard let value = number(), value >= 1 else { return nil }; options.to = Int(value)
            case "--step": options.stepping = true
            case "--no-solutions": options.solutions = false
            case "--markdown": options.markdown = true
            case let word where word.hasPrefix("--"): return nil
            case let word:
                guard options.name == nil else { return nil }
                options.name = word
            }
            index += 1
        }
        // A transcript to check again is the whole lesson, solutions included.
        if options.markdown, options.stepping || options.from != 1 || options.to != .max || !options.solutions { return nil }
        return options.name == nil ? nil : options
    }

    static func play(_ arguments: [String]) -> Int32 {
        guard let options = parse(arguments), let name = options.name else {
            Terminal.err("obsrepl: usage: \(usage)\n")
            return 2
        }
        guard let url = TutorialCommands.locate(name) else {
            Terminal.err("obsrepl: no lesson '\(name)'; obsrepl tutorial lists them\n")
            return 2
        }
        guard let (tutorial, _) = TutorialCommands.load(url) else { return 1 }
        let runner = TutorialRunner()
        CompilerCheck.attach(to: runner.session)
        if options.markdown {
            Terminal.out(TutorialRunner.transcript(tutorial, runner.check(tutorial).outcomes))
            return 0
        }
        Player(tutorial: tutorial, runner: runner, options: options).run()
        return 0
    }

    /// Plays the stops of one lesson.
    struct Player {
        let tutorial: Tutorial
        let runner: TutorialRunner
        let options: Options
        /// The compiler's verdict on every step, asked once up front, by the step's line.
        let rejected: [Int: Set<Int>]

        init(tutorial: Tutorial, runner: TutorialRunner, options: Options) {
            self.tutorial = tutorial
            self.runner = runner
            self.options = options
            let steps = tutorial.stops.flatMap { $0.setup + ($0.step.map { [$0] } ?? $0.exercise?.steps ?? []) }
            var byLine: [Int: Set<Int>] = [:]
            for (index, entries) in runner.precheck(steps, fileName: tutorial.fileName) { byLine[steps[index].line] = entries }
            rejected = byLine
        }

        func run() {
            let stops = tutorial.stops
            if options.stepping {
                Terminal.out(Terminal.style(tutorial.title, "1") + "\n")
                Terminal.out(Terminal.style("Enter shows the next step; q and Enter stops.", "2") + "\n")
            }
            for (index, stop) in stops.enumerated() {
                let shown = (options.from...max(options.from, options.to)).contains(index + 1)
                for step in stop.setup { _ = turns(step) }
                guard shown else {
                    for step in stop.step.map({ [$0] }) ?? stop.exercise?.steps ?? [] { _ = turns(step) }
                    continue
                }
                if options.stepping {
                    Terminal.out(Terminal.style("\n— step \(index + 1) of \(stops.count) —", "2"))
                    guard let answer = Swift.readLine(), answer.trimmingCharacters(in: .whitespaces) != "q" else { return }
                    // A terminal echoed the Enter; from a pipe, the line ends here.
                    if isatty(STDIN_FILENO) == 0 { Terminal.out("\n") }
                }
                narrate(stop)
                if let step = stop.step { show(step) }
                if let exercise = stop.exercise {
                    Terminal.out((options.stepping ? Terminal.style("Exercise: ", "1;32") : "Exercise: ") + (exercise.task ?? "") + "\n")
                    if options.solutions, !exercise.steps.isEmpty, options.stepping { Terminal.out(Terminal.style("A solution:", "2") + "\n") }
                    for step in exercise.steps {
                        if options.solutions { show(step) } else { _ = turns(step) }
                    }
                }
            }
            if options.to >= stops.count {
                let closing = options.stepping ? Narration.terminal(tutorial.closing) : tutorial.closing.trimmingCharacters(in: .whitespacesAndNewlines)
                if !closing.isEmpty { Terminal.out("\n" + closing + "\n") }
            }
        }

        private func turns(_ step: Tutorial.Step) -> [TurnResult] {
            runner.turns(step, fileName: tutorial.fileName, checking: rejected[step.line] ?? [])
        }

        private func narrate(_ stop: Tutorial.Stop) {
            if options.stepping {
                let text = Narration.terminal(stop.narration, dropping: stop.exercise == nil ? [] : ["## Exercise"])
                if !text.isEmpty { Terminal.out("\n" + text + "\n\n") }
            } else if !stop.narration.isEmpty {
                Terminal.out(stop.narration + "\n")
            }
        }

        /// A step as typed at the shell (line by line, at the pace asked), then what it printed: in a talk
        /// as the shell shows it, in a transcript as plain lines.
        private func show(_ step: Tutorial.Step) {
            for (position, line) in step.input.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if options.pace > 0 { Thread.sleep(forTimeInterval: options.pace) }
                let prompt = position == 0 ? Shell.prompt : Shell.continuation
                Terminal.out(options.stepping ? Terminal.style(prompt, "2") + SyntaxColouring.swift(String(line)) + "\n" : prompt + line + "\n")
            }
            let results = turns(step)
            if options.stepping {
                for result in results { Reporter.show(result, echo: true) }
            } else {
                for line in TutorialRunner.lines(of: results) { Terminal.out(line + "\n") }
            }
        }
    }
}
