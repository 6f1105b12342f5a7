import Foundation

/// Where each tutorial was left: `~/.obsrepl/progress.json`, or `progress.json` in `$OBSREPL_HOME`. A lesson's
/// entry is keyed by its full path and a hash of its text (`key`), so another lesson of the same name, or the
/// same lesson rewritten, starts at its beginning instead of resuming at a step it may not have.
/// Written atomically (SafeFile) under a lock, so a kill mid-save or a second shell loses nothing. A file
/// that cannot be read as progress is never overwritten: it is kept aside (`progress.json.unreadable`)
/// with a word to the learner, and a new one is started; entries of the wrong type are reported and
/// written back untouched.
enum TutorialProgress {
    static var file: URL {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["OBSREPL_HOME"].map { URL(fileURLWithPath: SafeFile.expand($0)) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSTemporaryDirectory()).appendingPathComponent(".obsrepl")
        return home.appendingPathComponent("progress.json")
    }

    /// The saved positions, with a message when part of the file could not be used.
    static func read(from file: URL = file) -> (positions: [String: Int], problem: String?) {
        let path = file.path
        guard SafeFile.kind(of: path) != nil else { return ([:], nil) }
        if let refusal = SafeFile.refusal(for: path) { return ([:], refusal + "; progress is not saved there") }
        guard let data = FileManager.default.contents(atPath: path) else {
            return ([:], "cannot read '\(path)': \(SafeFile.reason())")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let entries = object as? [String: Any] else {
            let aside = path + ".unreadable"
            try? FileManager.default.removeItem(atPath: aside)
            let moved = (try? FileManager.default.moveItem(atPath: path, toPath: aside)) != nil
            return ([:], "'\(path)' is not readable progress" + (moved ? "; it was kept as '\(aside)' and a new one is started" : ""))
        }
        var positions: [String: Int] = [:]
        var wrong: [String] = []
        for (name, value) in entries {
            if let position = value as? Int { positions[name] = position } else { wrong.append(name) }
        }
        let problem = wrong.isEmpty ? nil : "'\(path)': ignoring the entries that are not step numbers: " + wrong.sorted().joined(separator: ", ")
        return (positions, problem)
    }

    static func load() -> [String: Int] {
        let (positions, problem) = read()
        if let problem { Terminal.err(Terminal.style("progress: \(problem)", "2") + "\n") }
        return positions
    }

    /// The key of a lesson's entry: its full path (links resolved), `#`, and a hash of its text (FNV-1a, 64
    /// bits: the same on every run, unlike Swift's `Hasher`).
    static func key(for url: URL, text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return url.standardizedFileURL.resolvingSymlinksInPath().path + "#" + String(hash, radix: 16)
    }

    /// Forgets the entries of the lesson at `url` (whatever its text was), or every entry when nil; how many.
    static func forget(_ url: URL?, in file: URL = file) -> Int {
        guard SafeFile.kind(of: file.path) != nil else { return 0 }
        let prefix = url.map { $0.standardizedFileURL.resolvingSymlinksInPath().path + "#" }
        return SafeFile.withLock(file.path + ".lock") {
            guard var entries = FileManager.default.contents(atPath: file.path)
                .flatMap({ try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }) else { return 0 }
            let gone = entries.keys.filter { key in prefix.map { key.hasPrefix($0) } ?? (entries[key] is Int) }
            guard !gone.isEmpty else { return 0 }
            for key in gone { entries[key] = nil }
            do {
                try SafeFile.write(try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys]), to: file.path)
            } catch {
                Terminal.err(Terminal.style("progress: \(error)", "2") + "\n")
                return 0
            }
            return gone.count
        }
    }

    static func save(_ name: String, position: Int, to file: URL = file) {
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        SafeFile.withLock(file.path + ".lock") {
            _ = read(from: file)  // sets aside a file that is not progress
            // Entries this shell does not understand are written back as they were.
            var entries = FileManager.default.contents(atPath: file.path)
                .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
            entries[name] = position
            do {
                try SafeFile.write(try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys]), to: file.path)
            } catch {
                Terminal.err(Terminal.style("progress: \(error)", "2") + "\n")
            }
        }
    }
}
