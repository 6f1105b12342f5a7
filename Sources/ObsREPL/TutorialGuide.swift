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
        let guide = TutorialGuide(GuidedTutorial(name: key, tutorial: tutorial, position: TutorialProgress.load()[key] ?? 0))
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

    /// Tutorial commands; false if `line` is not one.
    func command(_ line: String) -> Bool {
        let command = line.trimmingCharacters(in: .whitespaces)
        if guided.isFinished, [":next", ":hint", ":check"].contains(command) {
            Terminal.out("You are at the end of this tutorial: :back goes back a step; obsrepl tutorial lists the others.\n")
            return true
        }
        switch command {
        case ":help":
            Terminal.out(Self.help)
            return false
        case ":next":
            guided.next()
        case ":back":
            guided.back()
        case ":restart":
            guided.restart()
            Terminal.out(Terminal.style("The session is back to where this step began.", "2") + "\n")
            announced = -1
        case ":hint":
            if let hint = guided.hint() {
                Terminal.out(Terminal.style("Hint: ", "1;33") + hint + "\n")
            } else {
                Terminal.out(guided.current?.exercise == nil ? "Press Enter to run this step.\n" : "No more hints.\n")
            }
        case ":check":
            guard let failures = guided.check() else {
                Terminal.out("Nothing to check at this step: it is not an exercise.\n")
                return true
            }
            if failures.isEmpty {
                Terminal.out(Terminal.style("✓ Done.", "1;32") + "\n")
                guided.next()
            } else {
                for failure in failures { Terminal.out(Terminal.style("✗ ", "1;31") + failure + "\n") }
            }
        default:
            return false
        }
        TutorialProgress.save(guided.name, position: guided.position)
        return true
    }

    /// Runs an input in the tutorial's session; the step's own input moves the tutorial on.
    func run(_ input: String) {
        let atStep = guided.current?.input == input
        let (lines, matches) = guided.run(input)
        for line in lines { Terminal.out(line + "\n") }
        if atStep {
            if matches == false {
                Terminal.out(Terminal.style("(The tutorial shows different output here; :restart undoes this step.)", "2") + "\n")
            }
            guided.next()
            TutorialProgress.save(guided.name, position: guided.position)
        }
    }

    static let help = """
        In a tutorial:
          Enter             runs the step typed at the prompt (edit it first if you like; Ctrl-U clears it)
          :next, :back      skip this step / go back one (the session is rebuilt as it was)
          :hint, :check     a hint for the exercise / check your solution
          :restart          undo what you did at this step
          :quit             leave; your place is saved, and `obsrepl tutorial NAME` resumes there
        (:back here moves in the tutorial; outside a tutorial it pops a navigation stack.)


        """

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
