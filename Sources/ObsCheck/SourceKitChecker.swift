import Foundation
@_exported import ObsCheckAPI
import Glibc  // Linux only, as the rest of ObsREPL

/// Checks inputs with the real Swift compiler (sourcekitd), kept warm in a child process, `obsrepl-check`.
///
/// The child is the only place the compiler runs, so the shell survives whatever the compiler does: a crash
/// (the request is retried once on a fresh server; a second crash makes it `.unavailable`), a hang (the
/// server is killed at the deadline, `.unavailable`; the next check starts a new one), a missing toolchain
/// (`.unavailable` with the reason, every time, without retrying). Requests are served one at a time.
public final class SourceKitChecker: TypeChecker, @unchecked Sendable {
    public struct Configuration: Sendable {
        /// The `obsrepl-check` executable. Default: `$OBSREPL_CHECK_SERVER`, else `obsrepl-check` beside the
        /// running executable.
        public var serverPath: String
        /// The folder holding the `SwiftUI`/`Combine` interface modules, passed as `-I`.
        public var interfaceDirectory: String?
        /// Further `swiftc` arguments.
        public var compilerArguments: [String]
        /// The sourcekitd library (`libsourcekitdInProc.so`). Default: `$OBSREPL_SOURCEKITD`, else the one of the
        /// toolchain whose `swiftc` is on PATH (the server looks).
        public var sourcekitdLibrary: String?
        /// Longest wait for one check, start-up of the server included, in seconds.
        public var timeout: Double
        /// Where the server's standard error goes (its crash messages). Default: discarded.
        public var logPath: String?
        /// The server is restarted after a check leaves it using more memory than this.
        public var maxResidentMiB: Int
        /// Asked while a check waits (before it waits, then every 100 ms and when a signal interrupts the wait): true gives up the
        /// wait, and the check returns `.unavailable("interrupted")`. For the shell's ^C flag. The server goes
        /// on with that request; the next check skips its answer.
        public var interrupted: (@Sendable () -> Bool)?
        /// Whether a check also asks what the compiler resolved in an accepted input (`lastLiteralTypes`,
        /// `lastCallees`, which running the input needs); false for a checker that only judges code.
        public var reportsFacts: Bool

        public init(
            serverPath: String? = nil, interfaceDirectory: String? = nil,
            compilerArguments: [String] = ["-swift-version", "5"], sourcekitdLibrary: String? = nil,
            timeout: Double = 10, logPath: String? = nil, maxResidentMiB: Int = 1536,
            interrupted: (@Sendable () -> Bool)? = nil, reportsFacts: Bool = true
        ) {
            self.interrupted = interrupted
            self.reportsFacts = reportsFacts
            self.serverPath = serverPath ?? SourceKitChecker.defaultServerPath()
            self.interfaceDirectory = interfaceDirectory
            self.compilerArguments = compilerArguments
            self.sourcekitdLibrary = sourcekitdLibrary
            self.timeout = timeout
            self.logPath = logPath
            self.maxResidentMiB = maxResidentMiB
        }
    }

    public let configuration: Configuration
    /// The server's own time for the last answered check, in milliseconds.
    public private(set) var lastServerMilliseconds: Double?
    /// How many servers this checker started.
    public private(set) var serversStarted = 0
    /// The running server's process id, if any.
    public var serverProcessID: pid_t? { lock.withLock { server?.pid } }

    private let lock = NSLock()
    private var server: Server?
    private var nextID = 1
    /// Set once a server said it cannot work (missing library): no later check retries.
    private var permanentReason: String?

    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    deinit { server?.kill() }

    /// Starts the server and has it load the compiler and the standard library now, without waiting for it,
    /// so that the first check does not pay for it.
    public func prepare() {
        lock.withLock {
            guard permanentReason == nil else { return }
            if server == nil { server = try? start() }
            guard let server else { return }
            let id = nextID
            nextID += 1
            _ = server.send(request(id: id, session: "", input: ""), until: deadline())
        }
    }

    /// See `TypeChecker.lastLiteralTypes`.
    public var lastLiteralTypes: [LiteralType] { lock.withLock { literalTypes } }
    private var literalTypes: [LiteralType] = []
    /// See `TypeChecker.lastCallees`.
    public var lastCallees: [CalleeChoice] { lock.withLock { callees } }
    private var callees: [CalleeChoice] = []

    public func check(_ input: String, after session: String) -> CheckResult {
        lock.withLock {
            literalTypes = []
            callees = []
            if let permanentReason { return .unavailable(permanentReason) }
            var lastFailure = ""
            for _ in 0..<2 {
                if let server, !server.isRunning() {
                    lastFailure = server.reap()
                    self.server = nil
                }
                if server == nil {
                    do {
                        server = try start()
                    } catch {
                        return .unavailable("\(error)")
                    }
                }
                let server = server!
                let id = nextID
                nextID += 1
                let until = deadline()
                switch exchange(server, id: id, session: session, input: input, until: until) {
                case .answered(let response):
                    lastServerMilliseconds = response.elapsedMs
                    if let resident = response.residentMiB, resident > configuration.maxResidentMiB { stopServer() }
                    literalTypes = response.literalTypes ?? []
                    callees = response.callees ?? []
                    if let diagnostics = response.diagnostics { return .diagnostics(diagnostics) }
                    return .unavailable("the compiler service failed: \(response.error ?? "no reason given")")
                case .refused(let reason):
                    stopServer()
                    permanentReason = reason
                    return .unavailable(reason)
                case .timedOut:
                    stopServer()
                    return .unavailable("the type check took longer than \(configuration.timeout) s; stopped it")
                case .interrupted:
                    return .unavailable("interrupted")
                case .died:
                    lastFailure = server.end(grace: 1)
                    self.server = nil
                case .garbled:
                    lastFailure = server.end(grace: 0) + ", after an unreadable answer"
                    self.server = nil
                }
            }
            return .unavailable("the type checker failed twice on this input (\(lastFailure))")
        }
    }

    /// Ends the server (a later check starts a new one).
    public func stop() {
        lock.withLock { stopServer() }
    }

    // MARK: - Exchanges

    private enum Outcome {
        case answered(Wire.CheckResponse), refused(String), timedOut, interrupted, died, garbled
    }

    private func exchange(_ server: Server, id: Int, session: String, input: String, until: Double) -> Outcome {
        switch server.send(request(id: id, session: session, input: input), until: until) {
        case .failed: return .died
        case .timedOut: return .timedOut
        case .sent: break
        }
        let decoder = JSONDecoder()
        while true {
            switch server.readLine(until: until, interrupted: configuration.interrupted) {
            case .timedOut: return .timedOut
            case .interrupted: return .interrupted
            case .closed: return .died
            case .line(let line):
                if !server.greeted {
                    guard let hello = try? decoder.decode(Wire.ServerHello.self, from: line) else { return .garbled }
                    if let reason = hello.unavailable { return .refused(reason) }
                    server.greeted = true
                    continue
                }
                guard let response = try? decoder.decode(Wire.CheckResponse.self, from: line) else { return .garbled }
                if response.id == id { return .answered(response) }
                // An answer to an earlier request (prepare's warm-up): skip it.
            }
        }
    }

    private func request(id: Int, session: String, input: String) -> Data {
        let encoder = JSONEncoder()
        var data = (try? encoder.encode(Wire.CheckRequest(id: id, session: session, input: input, facts: configuration.reportsFacts ? nil : false))) ?? Data()
        data.append(UInt8(ascii: "\n"))
        return data
    }

    private func deadline() -> Double { Server.now() + configuration.timeout }

    private func stopServer() {
        server?.kill()
        server = nil
    }

    private func start() throws -> Server {
        guard FileManager.default.isExecutableFile(atPath: configuration.serverPath) else {
            throw CheckerError("no type-checking server at \(configuration.serverPath)")
        }
        var arguments = [configuration.serverPath]
        if let library = configuration.sourcekitdLibrary { arguments += ["--sourcekitd", library] }
        arguments.append("--")
        if let interface = configuration.interfaceDirectory { arguments += ["-I", interface] }
        arguments += configuration.compilerArguments
        let started = try Server(arguments: arguments, logPath: configuration.logPath)
        serversStarted += 1
        return started
    }

    public static func defaultServerPath() -> String {
        if let path = ProcessInfo.processInfo.environment["OBSREPL_CHECK_SERVER"] { return path }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? "."
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("obsrepl-check").path
    }
}

struct CheckerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A running `obsrepl-check`: its process and the socket that is its standard input and output.
private final class Server {
    let pid: pid_t
    private let socket: Int32
    private var buffer: [UInt8] = []
    private var exitStatus: Int32?
    private var closed = false
    var greeted = false

    init(arguments: [String], logPath: String?) throws {
        var sockets: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            throw CheckerError("cannot make a socket pair: \(String(cString: strerror(errno)))")
        }
        let log = open(logPath ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        defer {
            close(sockets[1])
            if log >= 0 { close(log) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, sockets[1], 0)
        posix_spawn_file_actions_adddup2(&actions, sockets[1], 1)
        if log >= 0 { posix_spawn_file_actions_adddup2(&actions, log, 2) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group: the terminal's ^C for the shell is not for the server.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, arguments[0], &actions, &attributes, &argv, environ)
        guard status == 0 else {
            close(sockets[0])
            throw CheckerError("cannot start \(arguments[0]): \(String(cString: strerror(status)))")
        }
        pid = child
        socket = sockets[0]
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    enum SendResult { case sent, failed, timedOut }

    func send(_ data: Data, until deadline: Double) -> SendResult {
        var bytes = [UInt8](data)[...]
        while !bytes.isEmpty {
            guard wait(for: Int16(POLLOUT), until: deadline, interrupted: nil) == .ready else { return .timedOut }
            let written = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failed
            }
            bytes = bytes.dropFirst(written)
        }
        return .sent
    }

    enum ReadResult { case line(Data), closed, timedOut, interrupted }

    func readLine(until deadline: Double, interrupted: (@Sendable () -> Bool)? = nil) -> ReadResult {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return .line(line)
            }
            switch wait(for: Int16(POLLIN), until: deadline, interrupted: interrupted) {
            case .timedOut: return .timedOut
            case .interrupted: return .interrupted
            case .ready: break
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            if count <= 0 { return .closed }
            buffer += chunk[..<count]
        }
    }

    enum WaitResult { case ready, timedOut, interrupted }

    /// Waits until the socket is ready for `events` (or closed), the deadline, or `interrupted` says so.
    private func wait(for events: Int16, until deadline: Double, interrupted: (@Sendable () -> Bool)?) -> WaitResult {
        while true {
            if let interrupted, interrupted() { return .interrupted }
            let remaining = deadline - Server.now()
            if remaining <= 0 { return .timedOut }
            let slice = interrupted == nil ? min(remaining, 60) : min(remaining, 0.1)
            var descriptor = pollfd(fd: socket, events: events, revents: 0)
            let ready = poll(&descriptor, 1, Int32((slice * 1000).rounded(.up)))
            if ready > 0 { return .ready }
            if ready < 0 && errno != EINTR { return .ready }  // let the read or write report the error
        }
    }

    func isRunning() -> Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            exitStatus = status
            return false
        }
        return true
    }

    /// Waits for the ended process; says how it ended.
    func reap() -> String {
        if !closed {
            close(socket)
            closed = true
        }
        if exitStatus == nil {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            exitStatus = status
        }
        let status = exitStatus!
        let signal = status & 0x7f
        if signal != 0 { return "server ended by signal \(signal)" }
        return "server exited with status \((status >> 8) & 0xff)"
    }

    func kill() {
        if isRunning() { Glibc.kill(pid, SIGKILL) }
        _ = reap()
    }

    /// Ends a server that closed its side or spoke gibberish: gives it `grace` seconds to exit by itself
    /// (so that a crash is told as the crash it was), then kills it. Says how it ended.
    func end(grace: Double) -> String {
        let until = Server.now() + grace
        while isRunning() && Server.now() < until {
            var pause = timespec(tv_sec: 0, tv_nsec: 5_000_000)
            nanosleep(&pause, nil)
        }
        if isRunning() { Glibc.kill(pid, SIGKILL) }
        return reap()
    }
}
