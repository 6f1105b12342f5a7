/// Reads the tutorial format (see `Tutorial`). Errors name the line.
public enum TutorialParser {
    public struct ParseError: Error, CustomStringConvertible {
        public let line: Int
        public let message: String
        public var description: String { "line \(line): \(message)" }
    }

    public static func parse(_ text: String) throws -> Tutorial {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var title = ""
        var blocks: [Tutorial.Block] = []
        var narration: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if title.isEmpty, line.hasPrefix("# ") { title = String(line.dropFirst(2)) }
            let fence = line.trimmingCharacters(in: .whitespaces)
            guard fence.hasPrefix("```obs") else {
                narration.append(line)
                index += 1
                continue
            }
            let info = fence.dropFirst(3).split(separator: " ")
            let isExercise = info.contains("exercise")
            var block = Tutorial.Block(isExercise: isExercise, steps: [], task: nil, hints: [], checks: [], line: index + 1,
                                       narration: narration.joined(separator: "\n"))
            narration = []
            index += 1
            var current: Tutorial.Step?
            func finish() {
                if let step = current { block.steps.append(step) }
                current = nil
            }
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                let body = lines[index]
                if body.hasPrefix("obs> ") {
                    finish()
                    current = Tutorial.Step(input: String(body.dropFirst(5)), expected: [], line: index + 1, outputLines: (index + 1)..<(index + 1))
                } else if body.hasPrefix("...> ") || body == "...>" {
                    guard current != nil, current!.expected.isEmpty else {
                        throw ParseError(line: index + 1, message: "'...> ' continues an input, but no input is open here")
                    }
                    current!.input += "\n" + String(body.dropFirst(5))
                    current!.outputLines = (index + 1)..<(index + 1)
                } else if isExercise, current == nil, let (key, value) = keyValue(body) {
                    switch key {
                    case "task": block.task = value
                    case "hint": block.hints.append(value)
                    case "check": block.checks.append(try check(value, line: index + 1))
                    default: throw ParseError(line: index + 1, message: "unknown exercise field '\(key):' (task, hint, check)")
                    }
                } else if current != nil {
                    current!.expected.append(body)
                    current!.outputLines = current!.outputLines.lowerBound..<(index + 1)
                } else if !body.trimmingCharacters(in: .whitespaces).isEmpty {
                    throw ParseError(line: index + 1, message: "expected 'obs> ' input before output")
                }
                index += 1
            }
            guard index < lines.count else { throw ParseError(line: block.line, message: "this obs block is not closed with ```") }
            finish()
            if isExercise, block.task == nil { throw ParseError(line: block.line, message: "an exercise needs a 'task:' line") }
            blocks.append(block)
            index += 1
        }
        guard !title.isEmpty else { throw ParseError(line: 1, message: "a tutorial starts with a '# Title' line") }
        return Tutorial(title: title, blocks: blocks, closing: narration.joined(separator: "\n"), source: text)
    }

    private static func keyValue(_ line: String) -> (String, String)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[..<colon]
        guard ["task", "hint", "check"].contains(key) || (!key.isEmpty && key.allSatisfy(\.isLetter) && !line.hasPrefix(":")) else { return nil }
        return (String(key), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    private static func check(_ text: String, line: Int) throws -> Tutorial.Check {
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
