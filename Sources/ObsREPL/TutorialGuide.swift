import Foundation
import ObsKit

/// A guided tutorial in the shell: shows each stop's narration, puts its input at the prompt (Enter runs
/// it), and takes `:next`, `:back`, `:hint`, `:check`, `:restart`. Progress is saved as it goes.
final class TutorialGuide {
    let guided: GuidedTutorial
    private var announced = -1

    init(_ guided: GuidedTutorial) {
        self.guided = guided
    }

    /// Starts (or resumes) the tutorial `name`; nil, with the reason shown, if there is none.
    static func start(_ name: String) -> TutorialGuide? {
        guard let url = TutorialCommands.locate(name), let (tutorial, _) = TutorialCommands.load(url) else {
            Terminal.err("obsrepl: no tutorial '\(name)'; obsrepl tutorial lists them\n")
            return nil
        }
        let key = url.deletingPathExtension().lastPathComponent
        let guided = GuidedTutorial(name: key, tutorial: tutorial, position: TutorialProgress.load()[key] ?? 0)
        if CompilerCheck.isWanted { guided.typeChecker = CompilerCheck.checker().checker }
        let guide = TutorialGuide(guided)
        let resumed = guide.guided.position > 0 ? " (resuming at step \(guide.guided.position + 1) of \(guide.guided.stops.count))" : ""
        Terminal.out(Terminal.style(tutorial.title, "1") + resumed + "\n")
        Terminal.out(Terminal.style("Each step is typed at the prompt for you: Enter runs it. To try your own input, clear it (Ctrl-U)\n"
            + "and type. :next skips a step, :back goes back one, :hint, :check, :restart, :help, :quit.", "2") + "\n")
        return guide
    }

    var session: Session { guided.session }

    /// The input to place at the prompt (single-line steps), after showing the stop once.
    func announce() -> String? {
        guard announced != guided.position else { return currentSingleLine }
        announced = guided.position
        guard let stop = guided.current else {
            Terminal.out(Terminal.style("End of the tutorial. " + Self.plain(guided.tutorial.closing.trimmingCharacters(in: .whitespacesAndNewlines)), "1") + "\n")
            Terminal.out(Terminal.style("Keep trying things here, :back to go back a step, or :quit.", "2") + "\n")
            return nil
        }
        // The title was shown when the tutorial started.
        let narration = stop.narration.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("# ") && !(stop.exercise != nil && $0 == "## Exercise") }
            .map { $0.hasPrefix("## ") ? Terminal.style(String($0.dropFirst(3)), "1") : String($0) }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        if !narration.isEmpty { Terminal.out("\n" + Self.plain(narration) + "\n\n") }
        if let exercise = stop.exercise {
            Terminal.out(Terminal.style("Exercise: ", "1;32") + (exercise.task ?? "") + "\n")
            Terminal.out(Terminal.style("Type your own input; :check when done, :hint for a hint.", "2") + "\n")
        } else if let input = stop.input, input.contains("\n") || !Terminal.isInteractive {
            Terminal.out(Terminal.style(input.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"), "36") + "\n")
            Terminal.out(Terminal.style("(Enter runs it)", "2") + "\n")
        } else if stop.input != nil {
            Terminal.out(Terminal.style("(Enter runs it; Ctrl-U clears it)", "2") + "\n")
        }
        return currentSingleLine
    }

    private var currentSingleLine: String? {
        guard let input = guided.current?.input, !input.contains("\n") else { return nil }
        return input
    }

    /// The current stop's input, for an Enter on an empty line.
    var currentInput: String? { guided.current?.input }

    /// Runs an input in the tutorial's session (the tutorial's own commands too: `:next`, `:hint`...);
    /// the step's own input moves the tutorial on. Returns what each turn gave, shown already.
    func run(_ input: String) -> [TurnResult] {
        let atStep = guided.current?.input == input
        let sessionBefore = guided.session
        let (results, matches) = guided.run(input)
        for result in results {
            Reporter.show(result, echo: true)
            FileRequests.perform(result, session: guided.session, echo: true)
        }
        if atStep {
            if matches == false {
                Terminal.out(Terminal.style("(The tutorial shows different output here; :restart undoes this step.)", "2") + "\n")
            }
            guided.next()
        }
        // A rebuilt session (:restart, :back) shows its stop again.
        if guided.session !== sessionBefore { announced = -1 }
        TutorialProgress.save(guided.name, position: guided.position)
        return results
    }

    /// Narration for the terminal: a link to another tutorial becomes the command that starts it, and
    /// Markdown's backticks go.
    static func plain(_ text: String) -> String {
        var out = text.replacingOccurrences(of: #"\[([^\]]*)\]\(([0-9][^)]*)\.md\)"#, with: "$1 (obsrepl tutorial $2)", options: .regularExpression)
        out = out.replacingOccurrences(of: "`", with: "")
        return out
    }

    /// `obsrepl tutorial`: the tutorials, with where each was left.
    static func list() -> Int32 {
        let progress = TutorialProgress.load()
        let tutorials = TutorialCommands.available
        guard !tutorials.isEmpty else {
            Terminal.err("obsrepl: no tutorials found in \(TutorialCommands.folder.path)\n")
            return 1
        }
        for url in tutorials {
            guard let (tutorial, _) = TutorialCommands.load(url) else { continue }
            let key = url.deletingPathExtension().lastPathComponent
            let total = GuidedTutorial(name: key, tutorial: tutorial, position: 0).stops.count
            let done = progress[key] ?? 0
            let state = done == 0 ? "not started" : done >= total ? "done ✓" : "step \(done + 1) of \(total)"
            Terminal.out(key.padding(toLength: 28, withPad: " ", startingAt: 0) + plain(tutorial.title) + "  (\(state))\n")
        }
        Terminal.out("Start one with: obsrepl tutorial NAME (or :tutorial NAME in the shell)\n")
        return 0
    }
}
