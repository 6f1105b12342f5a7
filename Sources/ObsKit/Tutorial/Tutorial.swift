/// A lesson (a tutorial): Markdown whose fenced `obs` blocks are transcripts. In a transcript a line starting
/// `obs> ` is input, `...> ` continues it, and the lines after it are the output it must print: exactly,
/// except a line ending ` (re)` (a regular expression), a line `...` (any lines) and `#*` (any object or
/// node number). A block marked `obs exercise` is a checkpoint: a task for the learner, hints, the checks
/// `:check` runs, and a solution (its transcript) that CI plays to prove the exercise can be done. A block
/// marked `obs setup` runs and is checked like any other, but playing and guided mode do not show it.
/// docs/lessons.md teaches the format.
public struct Tutorial: Sendable {
    public struct Step: Sendable {
        public var input: String
        public var expected: [String]
        /// The line of the `obs> ` prompt in the file.
        public var line: Int
        /// The lines of the file holding the expected output (for `--update`), 1-based, end excluded.
        public var outputLines: Range<Int>
        /// The block's indentation (a block inside a list item), written back before each updated line.
        public var indent: String = ""
    }

    public enum Kind: Sendable {
        case transcript, exercise, setup
    }

    public struct Block: Sendable {
        public var kind: Kind
        public var steps: [Step]
        public var task: String?
        public var hints: [String]
        public var checks: [Check]
        /// The line of the opening fence.
        public var line: Int
        /// The narration before the block.
        public var narration: String

        public var isExercise: Bool { kind == .exercise }
        public var isSetup: Bool { kind == .setup }
    }

    /// A condition `:check` verifies on the learner's session. Counts of objects made start at the
    /// session's last `:mount` (the exercise's own attempt), so an attempt that failed does not count.
    public enum Check: Equatable, Sendable {
        /// `made Class N`: N instances of Class were made since the last `:mount`.
        case made(String, Int)
        /// `live Class N`: N are alive now.
        case live(String, Int)
        /// `runs INPUT prints TEXT`: running INPUT prints a line containing TEXT.
        case prints(input: String, text: String)
    }

    /// What the parser accepted but a reader may not have meant (a blank line that is expected output).
    public struct Warning: Sendable, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// One place to stop in guided mode and in `obsrepl play --step`: an input to run, or an exercise to
    /// do; the setup steps before it run first, unseen. Stops are what "step 3 of 12" counts.
    public struct Stop: Sendable {
        public let narration: String
        public let step: Step?
        public let exercise: Block?
        /// The `obs setup` steps between the previous stop and this one.
        public let setup: [Step]

        public var input: String? { step?.input }
        public var expected: [String] { step?.expected ?? [] }
    }

    public var title: String
    public var blocks: [Block]
    /// The narration after the last block.
    public var closing: String
    public let source: String
    /// The file's name, as error places and `:subs` name it (`lesson.md:12:5`).
    public var fileName: String
    public var warnings: [Warning] = []
    /// "\r\n" when the file was written with Windows line endings (kept when `check --update` rewrites it).
    public var lineEnding = "\n"

    /// The stops, in order: one per transcript step, one per exercise; setup steps go with the next stop.
    public var stops: [Stop] {
        var stops: [Stop] = []
        var setup: [Step] = []
        // The narration before a setup block is read with the next stop's.
        var setupNarration: [String] = []
        func narration(_ own: String) -> String {
            defer { setupNarration = [] }
            return (setupNarration + [own]).filter { !$0.isEmpty }.joined(separator: "\n")
        }
        for block in blocks {
            switch block.kind {
            case .setup:
                setup += block.steps
                setupNarration.append(block.narration)
            case .exercise:
                stops.append(Stop(narration: narration(block.narration), step: nil, exercise: block, setup: setup))
                setup = []
            case .transcript:
                for (index, step) in block.steps.enumerated() {
                    stops.append(Stop(narration: narration(index == 0 ? block.narration : ""), step: step, exercise: nil, setup: setup))
                    setup = []
                }
            }
        }
        return stops
    }
}
