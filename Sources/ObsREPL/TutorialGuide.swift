import Foundation
import ObsKit

/// A guided tutorial in the shell: shows each stop's narration, suggests its input at the prompt (Enter
/// runs it, → takes it in to edit, any other key starts the learner's own line), and takes `:next`, `:back`,
/// `:goto`, `:hint`, `:check`, `:restart`. Progress is saved as it goes, by the lesson's path and text.
final class TutorialGuide {
    let guided: GuidedTutorial
    /// The key of this lesson's progress (TutorialProgress.key).
    let progressKey: String
    private var announced = -1

    init(_ guided: GuidedTutorial, progressKey: String) {
        self.guided = guided
        self.progressKey = progressKey
    }

    /// Starts (or resumes) the lesson `name`; nil, with the reason shown, if there is none.
    static func start(_ name: String) -> TutorialGuide? {
        guard let url = TutorialCommands.locate(name) else {
            Terminal.err("obsrepl: no tutorial '\(name)'; obsrepl tutorial lists them\n")
            return nil
        }
        guard let (tutorial, text) = TutorialCommands.load(url) else { return nil }
        let key = TutorialProgress.key(for: url, text: text)
        let guided = GuidedTutorial(name: url.deletingPathExtension().lastPathComponent, tutorial: tutorial, position: TutorialProgress.load()[key] ?? 0)
        if CompilerCheck.isWanted { guided.typeChecker = CompilerCheck.checker().checker }
        let guide = TutorialGuide(guided, progressKey: key)
        let resumed = guided.position > 0 ? " (resuming at step \(guided.position + 1) of \(guided.stops.count))" : ""
        Terminal.out(Terminal.style(tutorial.title, "1") + resumed + "\n")
        Terminal.out(Terminal.style("Each step's input is suggested at the prompt: Enter runs it; → takes it in to edit it; typing\n"
            + "anything else writes your own. :next skips a step, :back and :goto N move, :hint, :check, :restart, :help, :quit.", "2") + "\n")
        return guide
    }

    var session: Session { guided.session }

    /// Shows the current stop once (its narration, its input when it spans lines, what Enter does), and
    /// returns the suggestion for the prompt.
    func announce() -> LineEditor.Suggestion? {
        guard announced != guided.position else { return suggestion }
        announced = guided.position
        guard let stop = guided.current else {
            Terminal.out(Terminal.style("End of the tutorial. " + Narration.terminal(guided.tutorial.closing), "1") + "\n")
            Terminal.out(Terminal.style("Keep trying things here, :back to go back a step, or :quit.", "2") + "\n")
            return nil
        }
        let narration = Narration.terminal(stop.narration, dropping: stop.exercise == nil ? [] : ["## Exercise"])
        if !narration.isEmpty { Terminal.out("\n" + narration + "\n\n") }
        let number = Terminal.style("[step \(guided.position + 1) of \(guided.stops.count)] ", "2")
        if let exercise = stop.exercise {
            // Only the task: the solution is the learner's to find (the lesson's runs only in replays).
            Terminal.out(number + Terminal.style("Exercise: ", "1;32") + (exercise.task ?? "") + "\n")
            Terminal.out(Terminal.style("Type your own input; :check when done (objects made count from your last :mount), :hint for a hint.", "2") + "\n")
        } else if let input = stop.input, input.contains("\n") || !Terminal.isInteractive {
            Terminal.out(number + "\n" + Terminal.style(input.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"), "36") + "\n")
            Terminal.out(Terminal.style("(Enter runs these lines)", "2") + "\n")
        } else if stop.input != nil {
            Terminal.out(number + Terminal.style("(Enter runs the input shown at the prompt; → edits it; any other key writes your own)", "2") + "\n")
        }
        return suggestion
    }

    private var suggestion: LineEditor.Suggestion? {
        guided.current?.input.map { LineEditor.Suggestion(lines: $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) }
    }

    /// The current stop's input, for an Enter on an empty line.
    var currentInput: String? { guided.current?.input }

    /// Runs an input in the tutorial's session (the tutorial's own commands too: `:next`, `:hint`...);
    /// the step's own input moves the tutorial on. Returns what each turn gave, shown already.
    func run(_ input: String) -> [TurnResult] {
        let sessionBefore = guided.session
        let (results, verdict) = guided.run(input)
        for result in results {
            Reporter.show(result, echo: true)
            FileRequests.perform(result, session: guided.session, echo: true)
        }
        if let verdict {
            switch verdict {
            case .matches: break
            case .renumbered:
                Terminal.out(Terminal.style("(Only object or node numbers differ from the tutorial's output: what you tried made objects of its own.)", "2") + "\n")
            case .differs:
                Terminal.out(Terminal.style("(The tutorial shows different output here; :restart undoes this step.)", "2") + "\n")
            }
            guided.next()
        }
        // A rebuilt session (:restart, :back, :next, :goto) shows its stop again.
        if guided.session !== sessionBefore { announced = -1 }
        TutorialProgress.save(progressKey, position: guided.position)
        return results
    }

    /// `obsrepl tutorial`: the lessons (the shipped ones and `$OBSREPL_TUTORIALS`'), with where each was left.
    static func list() -> Int32 {
        let progress = TutorialProgress.load()
        let tutorials = TutorialCommands.available
        guard !tutorials.isEmpty else {
            Terminal.err("obsrepl: no tutorials found in \(TutorialCommands.shippedFolder.path)\n")
            return 1
        }
        let own = TutorialCommands.ownFolder?.standardizedFileURL.resolvingSymlinksInPath().path
        for url in tutorials {
            guard let (tutorial, text) = TutorialCommands.load(url) else { continue }
            let total = tutorial.stops.count
            let done = progress[TutorialProgress.key(for: url, text: text)] ?? 0
            let state = done == 0 ? "not started" : done >= total ? "done ✓" : "step \(done + 1) of \(total)"
            let folder = url.deletingLastPathComponent().standardizedFileURL.resolvingSymlinksInPath().path
            let origin = folder == own ? "  [$OBSREPL_TUTORIALS]" : ""
            Terminal.out(url.deletingPathExtension().lastPathComponent.padding(toLength: 28, withPad: " ", startingAt: 0)
                + Narration.plain(tutorial.title) + "  (\(state))" + origin + "\n")
        }
        Terminal.out("Start one with: obsrepl tutorial NAME (or :tutorial NAME in the shell)\n")
        return 0
    }

    /// `obsrepl tutorial --reset [NAME|FILE]`: forgets where a lesson (or every lesson) was left.
    static func reset(_ name: String?) -> Int32 {
        var url: URL?
        if let name {
            guard let found = TutorialCommands.locate(name) else {
                Terminal.err("obsrepl: no tutorial '\(name)'; obsrepl tutorial lists them\n")
                return 1
            }
            url = found
        }
        let count = TutorialProgress.forget(url)
        guard count > 0 else {
            Terminal.out("No progress was saved for " + (url.map { "'\($0.deletingPathExtension().lastPathComponent)'" } ?? "any lesson") + ".\n")
            return 0
        }
        Terminal.out(url.map { "Forgot where '\($0.deletingPathExtension().lastPathComponent)' was left; it starts at its beginning.\n" }
            ?? "Forgot where every lesson was left; they start at their beginning.\n")
        return 0
    }
}
