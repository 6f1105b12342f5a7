/// Scripts cannot reach files, processes, the network or the environment (issue 10): ObsKit does no I/O,
/// and none of these names is defined. Where an unknown name is reported, this table turns "cannot find"
/// into a message that says why. It is only consulted for names nothing defines, so types the runtime
/// adds later (Foundation's, say) are not affected.
extension Interpreter {
    /// The names a learner might reach for, by what they would touch.
    static let systemAccessNames: Set<String> = [
        // files
        "FileManager", "FileHandle", "fopen", "fclose", "fread", "fwrite", "fgets", "fputs", "unlink",
        "String(contentsOfFile:)", "String(contentsOf:)", "String(contentsOfFile:encoding:)", "String(contentsOf:encoding:)",
        // processes
        "Process", "ProcessInfo", "system", "popen", "fork", "execv", "execve", "posix_spawn", "exit", "CommandLine",
        // the network
        "URLSession", "URLRequest", "socket",
        // the environment
        "getenv", "setenv", "unsetenv", "environ",
    ]

    /// The error for `name`, which nothing defines: "cannot find" as swiftc says it, or why it is not
    /// available here.
    func unknownName(_ name: String, _ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        runtimeError(Self.unavailableMessage(name) ?? "cannot find '\(name)' in scope", range, source)
    }

    /// Why `name` (a global, or an initializer as `String(contentsOfFile:)`) is not available, if it is
    /// one the table names.
    static func unavailableMessage(_ name: String) -> String? {
        guard systemAccessNames.contains(name) else { return nil }
        return "'\(name)' is not available in ObsREPL: scripts cannot touch files, processes, the network or the environment"
    }
}
