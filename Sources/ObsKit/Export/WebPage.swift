/// A session or a tutorial as one self-contained web page (`:export FILE.html`, `obsrepl play NAME --html
/// FILE`): every turn in order, from the session's turn records (never from terminal text), with the
/// narration of a tutorial between its steps. ObsKit builds the page as a string; the shell writes it, and
/// may hand it Graphviz to draw the graphs (`html(graphviz:)`).
public struct WebPage: Equatable, Sendable {
    enum Part: Equatable, Sendable {
        /// A tutorial's Markdown between steps.
        case narration(String)
        /// Turns, by index into `records` (a step's, or a whole session's).
        case turns(Range<Int>)
        case exercise(Exercise)
    }

    struct Exercise: Equatable, Sendable {
        struct Check: Equatable, Sendable {
            /// What the check asks, in words.
            let text: String
            /// Why it failed after the solution ran; nil: it held.
            let failure: String?
        }
        let task: String
        let hints: [String]
        let checks: [Check]
        /// The turns of the solution the tutorial shows.
        let solution: Range<Int>
    }

    public let title: String
    let parts: [Part]
    let records: [TurnRecord]
    /// Narration links to other tutorials (`02-....md`) go to their pages beside this one (`02-....html`);
    /// false: shown as text (a page exported alone has no neighbours).
    let linksTutorials: Bool

    /// How many turns the page shows.
    public var turnCount: Int { records.count }

    init(title: String, parts: [Part], records: [TurnRecord], linksTutorials: Bool = false) {
        self.title = title
        self.parts = parts
        self.records = records
        self.linksTutorials = linksTutorials
    }
}

extension Session {
    /// The session's turns so far as a page (`:export`).
    func webPage(title: String) -> WebPage {
        WebPage(title: title, parts: turnRecords.isEmpty ? [] : [.turns(0..<turnRecords.count)], records: turnRecords)
    }
}

extension TutorialRunner {
    /// Plays `tutorial` in this runner's session, step by step (inputs the compiler rejects show its
    /// errors, as `obsrepl play` does), each exercise's checks right after its solution as `obsrepl check`
    /// runs them, and returns its page. Setup blocks run unseen, as playing and guided mode run them.
    /// `linksTutorials`: the page sits beside the other tutorials' pages (`obsrepl play --html DIR`).
    public func webPage(_ tutorial: Tutorial, linksTutorials: Bool = false) -> WebPage {
        session.recordsForExport = true
        let steps = tutorial.blocks.flatMap(\.steps)
        let rejected = precheck(steps, fileName: tutorial.fileName)
        var parts: [WebPage.Part] = []
        // The turns shown: what checks run between them is not part of the lesson.
        var records: [TurnRecord] = []
        var stepIndex = 0
        for block in tutorial.blocks {
            // The title heads the page; the narration goes on without it.
            let narration = block.narration.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0 != "# " + tutorial.title }.joined(separator: "\n")
            if !narration.trimmingWhitespace().isEmpty { parts.append(.narration(narration)) }
            let first = records.count
            for step in block.steps {
                // The session the step starts in keeps its turns (a `:variant` step switches for the next).
                let current = session
                let before = current.turnRecords.count
                _ = turns(step, fileName: tutorial.fileName, checking: rejected[stepIndex] ?? [])
                stepIndex += 1
                if !block.isSetup { records += current.turnRecords[before...] }
            }
            let played = first..<records.count
            if block.isExercise {
                let checks = block.checks.map { check in
                    WebPage.Exercise.Check(text: Self.describe(check), failure: failedChecks([check]).first)
                }
                parts.append(.exercise(WebPage.Exercise(task: block.task ?? "", hints: block.hints, checks: checks, solution: played)))
            } else if !played.isEmpty {
                parts.append(.turns(played))
            }
        }
        if !tutorial.closing.trimmingWhitespace().isEmpty { parts.append(.narration(tutorial.closing)) }
        return WebPage(title: tutorial.title, parts: parts, records: records, linksTutorials: linksTutorials)
    }

    /// A check in words, as the page lists it.
    static func describe(_ check: Tutorial.Check) -> String {
        switch check {
        case .made(let name, let count): return "\(count) \(name) made since the last `:mount`"
        case .live(let name, let count): return "\(count) \(name) alive"
        case .prints(let input, let text): return "`\(input)` prints “\(text)”"
        }
    }
}
