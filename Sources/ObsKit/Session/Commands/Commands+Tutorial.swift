/// A guided tutorial's own commands (GuidedTutorial): they move through its steps, give hints and check
/// the exercise. In a tutorial they win over commands of the same name (`:back`; the navigation stack's
/// is `:pop` there).
extension Command {
    static let tutorialCommands: [Command] = [
        Command(name: "next", usage: ":next", summary: "skip this step, without running it",
                group: .tutorial, scope: .tutorial, effect: .outside(records: false), run: { session, _, result in
                    try session.guided { guide in
                        guard !guide.isFinished else { return result.notes.append(.info(GuidedTutorial.atTheEnd)) }
                        guide.next()
                    }
                }),
        Command(name: "back", usage: ":back", summary: "go back one step (the session is rebuilt as it was before it)",
                group: .tutorial, scope: .tutorial, effect: .outside(records: false), run: { session, _, _ in
                    try session.guided { $0.back() }
                }),
        Command(name: "restart", usage: ":restart", summary: "undo what you did at this step",
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
