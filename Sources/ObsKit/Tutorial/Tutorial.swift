/// A tutorial: Markdown whose fenced `obs` blocks are transcripts. In a transcript a line starting
/// `obs> ` is input, `...> ` continues it, and the lines after it are the output it must print: exactly,
/// except a line ending ` (re)` (a regular expression) and a line `...` (any lines). A block marked
/// `obs exercise` is a checkpoint: a task for the learner, hints, the checks `:check` runs, and a solution
/// (its transcript) that CI plays to prove the exercise can be done.
public struct Tutorial: Sendable {
    public struct Step: Sendable {
        public var input: String
        public var expected: [String]
        /// The line of the `obs> ` prompt in the file.
        public var line: Int
        /// The lines of the file holding the expected output (for `--update`).
        public var outputLines: Range<Int>
    }

    public struct Block: Sendable {
        public var isExercise: Bool
        public var steps: [Step]
        public var task: String?
        public var hints: [String]
        public var checks: [Check]
        /// The line of the opening fence.
        public var line: Int
        /// The narration before the block.
        public var narration: String
    }

    /// A condition `:check` verifies on the learner's session.
    public enum Check: Equatable, Sendable {
        /// `made Class N`: N instances of Class were made in all.
        case made(String, Int)
        /// `live Class N`: N are alive now.
        case live(String, Int)
        /// `runs INPUT prints TEXT`: running INPUT prints a line containing TEXT.
        case prints(input: String, text: String)
    }

    public var title: String
    public var blocks: [Block]
    /// The narration after the last block.
    public var closing: String
    public let source: String
}
