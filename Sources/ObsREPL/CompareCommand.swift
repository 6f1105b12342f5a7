import Foundation
import ObsKit

/// `obsrepl compare A B [--all] [--width N]`: runs two scripts (or lessons: their steps, in order), each in
/// a session of its own, and prints them side by side with the summary each article argues with
/// (Comparison, in ObsKit). Width: the terminal's, or `--width`; stacked when too narrow; colour as in the
/// shell, plain when piped or under NO_COLOR.
enum CompareCommand {
    static let usage = "obsrepl compare A B [--all] [--width N]   (A and B: scripts, or lessons .md)"

    static func run(_ arguments: [String]) -> Int32 {
        var files: [String] = []
        var all = false
        var width = Terminal.isInteractive ? Terminal.width : 100
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--all": all = true
            case "--width":
                guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value >= 20 else {
                    Terminal.err("obsrepl: --width needs a number of columns (20 or more)\n")
                    return 2
                }
                width = value
                index += 1
            case let file: files.append(file)
            }
            index += 1
        }
        guard files.count == 2 else {
            Terminal.err("obsrepl: compare takes two files: \(usage)\n")
            return 2
        }
        var scripts: [String] = []
        for file in files {
            do {
                scripts.append(try script(of: SafeFile.expand(file)))
            } catch {
                Terminal.err("obsrepl: \(error)\n")
                return 1
            }
        }
        let names = files.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
        let comparison = Comparison.run(names[0], scripts[0], names[1], scripts[1]) { CompilerCheck.attach(to: $0) }
        Terminal.out(comparison.text(width: width, all: all) { Terminal.style($0, "33") })
        return 0
    }

    /// A script's text; a lesson's steps, in order, as one script.
    static func script(of path: String) throws -> String {
        let text = try SafeFile.readText(path)
        guard path.hasSuffix(".md") else { return text }
        let tutorial = try TutorialParser.parse(text)
        return tutorial.blocks.flatMap { $0.steps.map(\.input) }.joined(separator: "\n") + "\n"
    }
}
