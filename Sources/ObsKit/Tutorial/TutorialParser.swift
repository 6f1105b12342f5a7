import Foundation

/// Reads the lesson format (see `Tutorial`, and docs/lessons.md). Errors name the line. Windows line endings
/// are read as Unix ones; a block may be indented (inside a list item): its lines lose the fence's
/// indentation. Other fenced blocks (```swift) are narration, read verbatim.
public enum TutorialParser {
    public struct ParseError: Error, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    public static func parse(_ text: String, fileName: String = "tutorial") throws -> Tutorial {
        let lineEnding = text.contains("\r\n") ? "\r\n" : "\n"
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var title = ""
        var blocks: [Tutorial.Block] = []
        var warnings: [Tutorial.Warning] = []
        var narration: [String] = []
        var prose: Fence?
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if let open = prose {
                if open.isClosed(by: line) { prose = nil }
                narration.append(line)
                continue
            }
            if title.isEmpty, line.hasPrefix("# ") { title = String(line.dropFirst(2)) }
            guard let fence = Fence(line) else {
                narration.append(line)
                continue
            }
            guard fence.info.first == "obs" else {
                prose = fence
                narration.append(line)
                continue
            }
            let kind: Tutorial.Kind = fence.info.contains("exercise") ? .exercise : fence.info.contains("setup") ? .setup : .transcript
            var block = Tutorial.Block(kind: kind, steps: [], task: nil, hints: [], checks: [], line: index,
                                       narration: narration.joined(separator: "\n"))
            narration = []
            var body = BlockReader(block: block, indent: fence.indent)
            while index < lines.count, !fence.isClosed(by: lines[index]) {
                try body.read(fence.unindented(lines[index]), line: index + 1)
                index += 1
            }
            guard index < lines.count else { throw ParseError(line: block.line, message: "this obs block is not closed with ```") }
            index += 1
            block = try body.finish(warnings: &warnings)
            blocks.append(block)
        }
        guard !title.isEmpty else { throw ParseError(line: 1, message: "a tutorial starts with a '# Title' line") }
        guard blocks.contains(where: { !$0.steps.isEmpty }) else {
            throw ParseError(line: 1, message: "this lesson has no step to check: no ```obs block holds an 'obs> ' line")
        }
        if let last = blocks.last, last.isSetup {
            throw ParseError(line: last.line, message: "a setup block runs before the step after it, and this one has none after it")
        }
        var tutorial = Tutorial(title: title, blocks: blocks, closing: narration.joined(separator: "\n"), source: text, fileName: fileName)
        tutorial.warnings = warnings
        tutorial.lineEnding = lineEnding
        return tutorial
    }

    /// A fence line: ``` or ~~~ (three or more), indented by up to a few spaces, with its info words.
    struct Fence {
        let indent: Int
        let character: Character
        let length: Int
        let info: [Substring]

        init?(_ line: String) {
            let trimmed = line.drop { $0 == " " }
            guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
            let run = trimmed.prefix { $0 == first }
            guard run.count >= 3 else { return nil }
            indent = line.count - trimmed.count
            character = first
            length = run.count
            info = trimmed.dropFirst(run.count).split(separator: " ")
        }

        /// A line of the block, without the fence's indentation (as far as it has it).
        func unindented(_ line: String) -> String {
            String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
        }

        func isClosed(by line: String) -> Bool {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.count >= length && trimmed.allSatisfy { $0 == character }
        }
    }

    /// The lines of one obs block, read into its steps and (for an exercise) its fields.
    private struct BlockReader {
        var block: Tutorial.Block
        let indent: String
        var current: Tutorial.Step?
        var trailingBlank: Int?

        init(block: Tutorial.Block, indent: Int) {
            self.block = block
            self.indent = String(repeating: " ", count: indent)
        }

        mutating func read(_ body: String, line: Int) throws {
            if body.hasPrefix("obs> ") || body == "obs>" {
                try finishStep()
                current = Tutorial.Step(input: String(body.dropFirst(5)), expected: [], line: line, outputLines: (line + 1)..<(line + 1), indent: indent)
            } else if body.hasPrefix("...> ") || body == "...>" {
                guard current != nil, current!.expected.isEmpty else {
                    throw ParseError(line: line, message: "'...> ' continues an input, but no input is open here")
                }
                current!.input += "\n" + String(body.dropFirst(5))
                current!.outputLines = (line + 1)..<(line + 1)
            } else if block.isExercise, current == nil, let (key, value) = TutorialParser.keyValue(body) {
                switch key {
                case "task": block.task = value
                case "hint": block.hints.append(value)
                case "check": block.checks.append(try TutorialParser.check(value, line: line))
                default: throw ParseError(line: line, message: "unknown exercise field '\(key):' (task, hint, check)")
                }
            } else if current != nil {
                if body.hasSuffix(" (re)"), let problem = TutorialMatch.regexProblem(body) {
                    throw ParseError(line: line, message: problem)
                }
                current!.expected.append(body)
                current!.outputLines = current!.outputLines.lowerBound..<(line + 1)
                trailingBlank = body.trimmingCharacters(in: .whitespaces).isEmpty ? (trailingBlank ?? line) : nil
            } else if !body.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ParseError(line: line, message: "expected 'obs> ' input before output")
            }
        }

        private var warnings: [Tutorial.Warning] = []

        private mutating func finishStep() throws {
            if let blank = trailingBlank {
                warnings.append(Tutorial.Warning(line: blank, message: "a blank line ends this step's expected output, so the step must print an "
                    + "empty line there; delete it if it is only spacing (to expect an empty line on purpose, write ' (re)')"))
            }
            trailingBlank = nil
            if let step = current { block.steps.append(step) }
            current = nil
        }

        mutating func finish(warnings all: inout [Tutorial.Warning]) throws -> Tutorial.Block {
            try finishStep()
            if block.isExercise, block.task == nil { throw ParseError(line: block.line, message: "an exercise needs a 'task:' line") }
            if block.isExercise, block.steps.isEmpty {
                warnings.append(Tutorial.Warning(line: block.line, message: "this exercise has no solution (its 'obs> ' lines): check cannot prove it can be done"))
            }
            all += warnings
            return block
        }
    }

    fileprivate static func keyValue(_ line: String) -> (String, String)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[..<colon]
        guard ["task", "hint", "check"].contains(key) || (!key.isEmpty && key.allSatisfy(\.isLetter) && !line.hasPrefix(":")) else { return nil }
        return (String(key), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    fileprivate static func check(_ text: String, line: Int) throws -> Tutorial.Check {
        let words = text.split(separator: " ", maxSplits: 2).map(String.init)
        if words.count == 3, words[0] == "made" || words[0] == "live", let count = Int(words[2]) {
            return words[0] == "made" ? .made(words[1], count) : .live(words[1], count)
        }
        if text.hasPrefix("runs "), let prints = text.range(of: " prints ") {
            let input = String(text[text.index(text.startIndex, offsetBy: 5)..<prints.lowerBound])
            let expected = String(text[prints.upperBound...])
            return .prints(input: unquote(input), text: unquote(expected))
        }
        throw ParseError(line: line, message: "unknown check '\(text)' (made Class N, live Class N, runs INPUT prints TEXT)")
    }

    private static func unquote(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.count >= 2, trimmed.hasPrefix("`"), trimmed.hasSuffix("`") { return String(trimmed.dropFirst().dropLast()) }
        return trimmed
    }
}
