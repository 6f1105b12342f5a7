/// A guided tutorial's own commands (GuidedTutorial): they move through its steps, give hints and check
/// the exercise. In a tutorial they win over commands of the same name (`:back`; the navigation stack's
/// is `:pop` there). Every move rebuilds the session as the lesson has it at the step it lands on.
extension Command {
    static let tutorialCommands: [Command] = [
        Command(name: "next", usage: ":next", summary: "skip this step: the session becomes the lesson's after it, without showing it",
                details: "The step's input (an exercise's solution) is run for you, unseen, in a session rebuilt from the lesson, "
                    + "so the steps after it work as written; what you tried at this step is undone, as :restart undoes it.",
                group: .tutorial, scope: .tutorial, effect: .outside(records: false), run: { session, _, result in
                    try session.guided { guide in
                        guard !guide.isFinished else { return result.notes.append(.info(GuidedTutorial.atTheEnd)) }
                        guide.skip()
                        result.notes.append(.info("Skipped: the session is now the lesson's after that step."))
                    }
                }),
        Command(name: "back", usage: ":back", summary: "go back one step (the session is rebuilt as it was before it)",
                group: .tutorial, scope: .tutorial, effect: .outside(records: false), run: { session, _, _ in
                    try session.guided { $0.back() }
                }),
        Command(name: "goto", usage: ":goto N", summary: "go to step N (the session is rebuilt by replaying the steps before it)",
                group: .tutorial, scope: .tutorial, effect: .outside(records: false), run: { session, call, result in
                    try session.guided { guide in
                        guard let number = Int(call.argument), (1...max(1, guide.stops.count)).contains(number) else {
                            throw call.argumentError("expected :goto N, with N from 1 to \(guide.stops.count) (the step numbers shown)")
                        }
                        guide.goto(number - 1)
                    }
                }),
        Command(name: "restart", usage: ":restart", summary: "undo what you did at this step (the lesson is replayed up to it)",
                group: .tutorial, scope: .tutorial, effect: .outside(records: false), run: { session, _, result in
                    try session.guided { guide in
                        guide.restart()
                        result.notes.append(.info("The session is back to where this step began."))
                    }
                }),
        Command(name: "hint", usage: ":hint", summary: "a hint for the exercise",
                group: .tutorial, scope: .tutorial, effect: .outside(records: false), run: { session, _, result in
                    try session.guided { guide in
                        guard !guide.isFinished else { return result.notes.append(.info(GuidedTutorial.atTheEnd)) }
                        if let hint = guide.hint() {
                            result.notes.append(.hint(hint))
                        } else {
                            result.notes.append(.info(guide.current?.exercise == nil ? "Press Enter to run this step." : "No more hints."))
                        }
                    }
                }),
        Command(name: "check", usage: ":check", summary: "check your solution to the exercise",
                details: "Objects made are counted from your last :mount, so after a failed attempt, :mount again and redo the steps.",
                group: .tutorial, scope: .tutorial, effect: .outside(records: false), run: { session, _, result in
                    try session.guided { guide in
                        guard !guide.isFinished else { return result.notes.append(.info(GuidedTutorial.atTheEnd)) }
                        guard let failures = guide.check() else {
                            return result.notes.append(.info("Nothing to check at this step: it is not an exercise."))
                        }
                        if failures.isEmpty {
                            result.notes.append(.success("✓ Done."))
                            guide.next()
                        } else {
                            result.notes += failures.map { .failure($0) }
                        }
                    }
                }),
    ]
}
