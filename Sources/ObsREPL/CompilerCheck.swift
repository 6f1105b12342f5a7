import CObsSupport
import Foundation
import ObsCheck
import ObsKit

/// The compiler check's setting up, at the edge where I/O is allowed: it finds the SwiftUI/Combine
/// interface that ships with ObsREPL (`Interface/`), compiles it once per toolchain and interface into
/// the user's cache (`$XDG_CACHE_HOME/obsrepl`, else `~/.cache/obsrepl`), and starts the warm compiler
/// service (`obsrepl-check`, ObsCheck) that sessions hand their inputs to. When anything is missing it
/// says so once and the shell runs unchecked.
enum CompilerCheck {
    /// Off with `--no-typecheck` (main.swift) or `OBSREPL_NO_TYPECHECK=1`.
    nonisolated(unsafe) static var isWanted = ProcessInfo.processInfo.environment["OBSREPL_NO_TYPECHECK"].map { $0.isEmpty || $0 == "0" } ?? true

    /// The checker every session of this process shares (one warm server), or why there is none.
    nonisolated(unsafe) private static var made: (checker: TypeChecker?, problem: String?)?

    static func checker() -> (checker: TypeChecker?, problem: String?) {
        if let made { return made }
        let result = makeChecker(timeout: timeout)
        made = result
        return result
    }

    /// How long one check may take before the service is stopped and the input runs unchecked: 10 s, or
    /// `OBSREPL_CHECK_TIMEOUT` seconds (a slow or busy machine; Swift's type checker is slow on some
    /// expressions).
    static var timeout: Double {
        ProcessInfo.processInfo.environment["OBSREPL_CHECK_TIMEOUT"].flatMap(Double.init).map { max($0, 1) } ?? 10
    }

    /// A checker of its own (the tests', with a deadline that only guards against a hang).
    static func makeChecker(timeout: Double, reportsFacts: Bool = true) -> (checker: TypeChecker?, problem: String?) {
        do {
            let modules = try interfaceModules()
            let checker = SourceKitChecker(.init(interfaceDirectory: modules.folder, compilerArguments: modules.arguments,
                                                 timeout: timeout, interrupted: { obs_interrupt_is_requested() != 0 },
                                                 reportsFacts: reportsFacts))
            return (checker, nil)
        } catch {
            return (nil, "\(error)")
        }
    }

    /// Sets up `session` to be checked (unless the learner turned the check off); tells why not, once.
    static func attach(to session: Session) {
        guard isWanted else {
            session.typeChecking = false
            return
        }
        let (checker, problem) = checker()
        session.typeChecker = checker
        if let problem { Terminal.err(Terminal.style("(the compiler check is off: \(problem); inputs run unchecked)", "2") + "\n") }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The interface's modules, in the order they are built (a later one may import an earlier one).
    static let modules = ["Combine", "UIKit", "SwiftUI"]

    /// The compiled interface: the folder with `SwiftUI.swiftmodule` and `Combine.swiftmodule`, and the
    /// compiler arguments that go with it (language mode, the `@Entry` macro's plugin).
    static func interfaceModules() throws -> (folder: String, arguments: [String]) {
        guard let sources = interfaceSources() else {
            throw Failure(description: "ObsREPL's SwiftUI interface (its Interface/ folder) was not found next to obsrepl; set OBSREPL_INTERFACE")
        }
        guard let swiftc = executable("swiftc") else { throw Failure(description: "no swiftc on PATH") }
        let swiftcPath = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
        let cache = cacheFolder().appendingPathComponent(fingerprint(swiftc: swiftcPath, sources: sources))
        let plugin = cache.appendingPathComponent("libSwiftUIMacros.so").path
        var arguments = ["-swift-version", "5"]
        if FileManager.default.fileExists(atPath: cache.appendingPathComponent("SwiftUI.swiftmodule").path) {
            if FileManager.default.fileExists(atPath: plugin) { arguments += ["-load-plugin-library", plugin] }
            return (cache.path, arguments)
        }
        Terminal.err(Terminal.style("(building the SwiftUI interface for the compiler check, once for this toolchain...)", "2") + "\n")
        let building = cache.path + ".building-\(getpid())"
        try? FileManager.default.removeItem(atPath: building)
        try FileManager.default.createDirectory(atPath: building, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: building) }
        let host = URL(fileURLWithPath: swiftcPath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        let macros = files(in: sources.appendingPathComponent("SwiftUIMacros"))
        let builtPlugin = building + "/libSwiftUIMacros.so"
        var pluginFlags: [String] = []
        if !macros.isEmpty, run(swiftc, ["-emit-library", "-module-name", "SwiftUIMacros", "-I", host, "-L", host, "-lSwiftSyntax",
                                        "-lSwiftSyntaxMacros", "-lSwiftSyntaxBuilder", "-Xlinker", "-rpath", "-Xlinker", host,
                                        "-o", builtPlugin] + macros) == nil {
            pluginFlags = ["-load-plugin-library", builtPlugin]
        }
        for module in modules {
            if let problem = run(swiftc, ["-emit-module", "-wmo", "-parse-as-library", "-swift-version", "5", "-module-name", module,
                                          "-experimental-skip-non-inlinable-function-bodies", "-I", building] + pluginFlags
                                          + ["-o", building + "/\(module).swiftmodule"] + files(in: sources.appendingPathComponent(module))) {
                throw Failure(description: "the \(module) interface does not compile with this toolchain (\(problem))")
            }
        }
        // The finished folder appears at once (another obsrepl may be building the same one).
        try? FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
        if rename(building, cache.path) != 0, !FileManager.default.fileExists(atPath: cache.appendingPathComponent("SwiftUI.swiftmodule").path) {
            throw Failure(description: "cannot keep the compiled interface in \(cache.path): \(SafeFile.reason())")
        }
        if FileManager.default.fileExists(atPath: plugin) { arguments += ["-load-plugin-library", plugin] }
        return (cache.path, arguments)
    }

    /// `Interface/` beside the checkout's `.build` (as `tutorials/` is found), or `$OBSREPL_INTERFACE`.
    static func interfaceSources() -> URL? {
        if let path = ProcessInfo.processInfo.environment["OBSREPL_INTERFACE"] { return URL(fileURLWithPath: path) }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("Interface")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("SwiftUI").path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    static func cacheFolder() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("obsrepl") }
        return URL(fileURLWithPath: environment["HOME"] ?? NSTemporaryDirectory()).appendingPathComponent(".cache/obsrepl")
    }

    /// Names the compiled interface after what it was made from: the compiler (its path, size and date)
    /// and every interface file (name, size, date), so a new toolchain or an edited interface rebuilds it.
    static func fingerprint(swiftc: String, sources: URL) -> String {
        var text = swiftc + stamp(swiftc)
        let frontend = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift-frontend").path
        text += stamp(frontend)
        for folder in modules + ["SwiftUIMacros"] {
            for file in files(in: sources.appendingPathComponent(folder)) { text += file + stamp(file) }
        }
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        return "interface-" + String(hash, radix: 16)
    }

    private static func stamp(_ path: String) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "-" }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return ":\(size):\(date)"
    }

    private static func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// Runs a build step; nil when it succeeded, else the first line of what it said.
    private static func run(_ executable: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // What it says goes to a file, not a pipe: a process another thread starts meanwhile (the check's
        // server) may inherit a pipe's write end and keep it open, and a read to the end would then wait for
        // ever (a test run hung that way).
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("obsrepl-build-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil), let errors = try? FileHandle(forWritingTo: log) else {
            return "cannot write \(log.path)"
        }
        defer { try? FileManager.default.removeItem(at: log) }
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return "\(error)" }
        process.waitUntilExit()
        try? errors.close()
        let said = (try? Data(contentsOf: log)) ?? Data()
        guard process.terminationStatus != 0 else { return nil }
        return String(decoding: said, as: UTF8.self).split(separator: "\n").first { $0.contains("error") }.map(String.init)
            ?? "exit status \(process.terminationStatus)"
    }

    private static func executable(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
