import Foundation

/// Where each tutorial was left: `~/.obsrepl/progress.json`, or `progress.json` in `$OBSREPL_HOME`.
enum TutorialProgress {
    static var file: URL {
        let environment = ProcessInfo.processInfo.environment
        let home = environment["OBSREPL_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSTemporaryDirectory()).appendingPathComponent(".obsrepl")
        return home.appendingPathComponent("progress.json")
    }

    static func load() -> [String: Int] {
        guard let data = FileManager.default.contents(atPath: file.path),
              let positions = try? JSONDecoder().decode([String: Int].self, from: data) else { return [:] }
        return positions
    }

    static func save(_ name: String, position: Int) {
        var positions = load()
        positions[name] = position
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let data = try? encoder.encode(positions) { try? data.write(to: file) }
    }
}
