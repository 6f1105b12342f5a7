import Foundation

/// Where the shell keeps its history between sessions: the file `$OBSREPL_HISTORY` names, else
/// `~/.obsrepl_history`; none if neither can be found (then history lasts one session).
enum HistoryFile {
    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment["OBSREPL_HISTORY"], !path.isEmpty { return path }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home as NSString).appendingPathComponent(".obsrepl_history")
    }

    /// Saves `editor`'s history, readable by its owner only (it may hold whatever was typed).
    static func save(_ editor: LineEditor, to path: String) {
        guard editor.saveHistory(path: path) else { return }
        try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    }
}
