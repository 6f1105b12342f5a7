import Foundation

/// Where this test process writes its temporary files and folders: one folder per process under the system's
/// temporary folder, so that a run leaves one folder behind, not hundreds of files beside everyone else's. The
/// folders of earlier test processes that have ended are removed when this one is first made.
enum TestScratch {
    static let prefix = "obsrepl-tests-"

    static let folder: URL = {
        let files = FileManager.default
        let base = files.temporaryDirectory
        for name in (try? files.contentsOfDirectory(atPath: base.path)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), !isRunning(pid) else { continue }
            try? files.removeItem(at: base.appendingPathComponent(name))
        }
        let folder = base.appendingPathComponent(prefix + String(getpid()))
        try? files.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// Whether a process of that id exists (one that has ended, or was never, answers ESRCH).
    private static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
