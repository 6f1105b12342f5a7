import Foundation
import ObsKit

/// `obsrepl play NAME --html FILE` and `obsrepl play --html DIR`: tutorials played for real and written as
/// web pages (ObsKit builds them; Graphviz draws their graphs when installed). Errors are said in words,
/// with exit status 1.
enum TutorialPages {
    static let usage = "obsrepl play NAME|FILE.md --html FILE.html, or obsrepl play --html DIR"

    /// `obsrepl play ... --html PATH`: a lesson named, its page; none named, every lesson's.
    static func play(_ arguments: [String]) -> Int32 {
        var path: String?
        var names: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--html", path == nil, index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                path = arguments[index + 1]
                index += 2
                continue
            }
            names.append(arguments[index])
            index += 1
        }
        guard let path, !path.isEmpty, names.count < 2, !names.contains(where: { $0.hasPrefix("--") }) else {
            Terminal.err("obsrepl: usage: \(usage) (--html needs a file or a folder, and takes no other option)\n")
            return 2
        }
        return names.first.map { write($0, to: path) } ?? writeAll(to: path)
    }

    /// One tutorial's page, written to `path`.
    static func write(_ name: String, to path: String) -> Int32 {
        guard let url = TutorialCommands.locate(name) else {
            Terminal.err("obsrepl: no lesson '\(name)'; obsrepl tutorial lists them\n")
            return 1
        }
        guard let page = page(url, linksTutorials: false) else { return 1 }
        return save(page.html(graphviz: Graphviz.renderer), to: SafeFile.expand(path)) ? 0 : 1
    }

    /// Every tutorial's page in `folder` (made if missing), linked to each other, and an index.html.
    static func writeAll(to folder: String) -> Int32 {
        let folder = SafeFile.expand(folder)
        if SafeFile.kind(of: folder) == nil {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            } catch {
                Terminal.err("obsrepl: cannot make the folder '\(folder)': \((error as NSError).localizedDescription)\n")
                return 1
            }
        }
        guard SafeFile.kind(of: folder) == S_IFDIR else {
            Terminal.err("obsrepl: '\(folder)' is not a folder; play --html DIR writes a page per tutorial into a folder\n")
            return 1
        }
        let tutorials = TutorialCommands.available
        guard !tutorials.isEmpty else {
            Terminal.err("obsrepl: no lessons found in '\(TutorialCommands.shippedFolder.path)'\n")
            return 1
        }
        let renderer = Graphviz.renderer
        var pages: [(file: String, page: WebPage)] = []
        for url in tutorials {
            guard let page = page(url, linksTutorials: true) else { return 1 }
            let file = url.deletingPathExtension().lastPathComponent + ".html"
            guard save(page.html(graphviz: renderer), to: (folder as NSString).appendingPathComponent(file)) else { return 1 }
            pages.append((file, page))
        }
        let index = WebPage.index(title: "ObsREPL tutorials", pages: pages)
        return save(index, to: (folder as NSString).appendingPathComponent("index.html")) ? 0 : 1
    }

    /// The tutorial at `url`, played in a fresh session with the compiler check as `obsrepl play` has it.
    private static func page(_ url: URL, linksTutorials: Bool) -> WebPage? {
        guard let (tutorial, _) = TutorialCommands.load(url) else { return nil }
        let runner = TutorialRunner()
        CompilerCheck.attach(to: runner.session)
        return runner.webPage(tutorial, linksTutorials: linksTutorials)
    }

    private static func save(_ html: String, to path: String) -> Bool {
        do {
            try SafeFile.write(html, to: path)
        } catch {
            Terminal.err("obsrepl: \(error)\n")
            return false
        }
        Terminal.out("wrote \(path)\n")
        return true
    }
}
