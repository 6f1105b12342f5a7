import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program running on a pseudo-terminal of its own, as if a person sat at it: its standard streams are
/// the terminal, which is also its controlling terminal (so Ctrl-C, byte 0x03, sends it SIGINT).
/// What it writes is read with deadlines, never with fixed sleeps.
final class PseudoTerminal {
    enum Failure: Error, CustomStringConvertible {
        case setup(String)
        case timeout(waitingFor: String, seen: String)

        var description: String {
            switch self {
            case .setup(let step): return "pseudo-terminal setup failed: \(step) (errno \(errno))"
            case .timeout(let text, let seen): return "no \(text.debugDescription) within the deadline; the terminal shows:\n\(seen)"
            }
        }
    }

    let master: Int32
    let pid: pid_t
    /// Everything the program wrote, escape sequences removed; `mark` is where the next `expect` looks from.
    private(set) var screen = ""
    private var mark: String.Index
    private var raw: [UInt8] = []
    /// Everything the program wrote, as it wrote it (escape sequences included).
    var rawText: String { String(decoding: raw, as: UTF8.self) }
    private var exitStatus: Int32?

    // posix_openpt, grantpt, unlockpt and ptsname_r are in glibc, but behind feature macros that Swift's
    // Glibc module does not define: look them up by name.
    private typealias OpenFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
    private static func function<T>(_ name: String, as: T.Type) throws -> T {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { throw Failure.setup("dlsym \(name)") }
        return unsafeBitCast(symbol, to: T.self)
    }

    /// glibc's POSIX_SPAWN_SETSID (<spawn.h>, behind _GNU_SOURCE): the child starts a session, so the
    /// terminal it then opens becomes its controlling terminal.
    private static let spawnSetSession: Int32 = 0x80

    init(executable: String, arguments: [String] = [], environment: [String: String], columns: UInt16 = 100, rows: UInt16 = 30) throws {
        let openpt = try Self.function("posix_openpt", as: OpenFunction.self)
        let grantpt = try Self.function("grantpt", as: OpenFunction.self)
        let unlockpt = try Self.function("unlockpt", as: OpenFunction.self)
        let ptsname = try Self.function("ptsname_r", as: NameFunction.self)
        master = openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw Failure.setup("posix_openpt") }
        var name = [CChar](repeating: 0, count: 128)
        guard grantpt(master) == 0, unlockpt(master) == 0, ptsname(master, &name, name.count) == 0 else {
            close(master)
            throw Failure.setup("grantpt/unlockpt/ptsname")
        }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        screen = ""
        mark = screen.startIndex

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Nothing of this test process leaks into the child (other tests' pipes would not see their end).
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor > 2 && descriptor != master {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), interrupt = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &interrupt)
        posix_spawnattr_setflags(&attributes, Int16(Self.spawnSetSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            close(master)
            throw Failure.setup("posix_spawn: \(String(cString: strerror(status)))")
        }
        pid = child
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Types `text` as keystrokes.
    func type(_ text: String) {
        var bytes = Array(text.utf8)
        while !bytes.isEmpty {
            let written = write(master, bytes, bytes.count)
            if written < 0 { if errno == EINTR { continue } else { return } }
            bytes.removeFirst(written)
        }
    }

    /// Whether the terminal is in canonical (cooked) mode: the program is not inside a line editor read,
    /// so it is running code. (On Linux the master reports the terminal's settings.)
    var isCooked: Bool {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON) != 0
    }

    /// Waits until `text` shows after the mark (then moves the mark past it); throws after `timeout` seconds.
    func expect(_ text: String, timeout: Double = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let found = screen.range(of: text, range: mark..<screen.endIndex) {
                mark = found.upperBound
                return
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Failure.timeout(waitingFor: text, seen: String(screen[mark...])) }
            readAvailable(waitingAtMost: remaining)
        }
    }

    /// Waits until the program reads with its line editor (the terminal is raw), so keys typed now are
    /// not echoed or edited by the terminal itself.
    func waitForLineEditor(timeout: Double = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while isCooked {
            guard deadline.timeIntervalSinceNow > 0 else { throw Failure.timeout(waitingFor: "the line editor", seen: String(screen[mark...])) }
            readAvailable(waitingAtMost: 0.02)
        }
    }

    /// Whether `text` has shown after the mark, reading for at most `timeout` seconds.
    func shows(_ text: String, within timeout: Double) -> Bool {
        (try? expect(text, timeout: timeout)) != nil
    }

    /// Waits for the program to end; its exit status, or nil after the deadline.
    func waitForExit(timeout: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while deadline.timeIntervalSinceNow > 0 {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
                return exitStatus
            }
            readAvailable(waitingAtMost: min(0.1, max(0, deadline.timeIntervalSinceNow)))
        }
        return nil
    }

    /// Reads what the program wrote, waiting up to `seconds` for something to arrive.
    private func readAvailable(waitingAtMost seconds: Double) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(1, min(seconds, 1) * 1000)))
        guard ready > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else {
            // EIO: the program closed the terminal. Do not spin on it.
            if count < 0, errno != EINTR, errno != EAGAIN { usleep(10_000) }
            return
        }
        raw += buffer[0..<count]
        let offset = screen.distance(from: screen.startIndex, to: mark)
        screen = Self.withoutEscapes(String(decoding: raw, as: UTF8.self))
        mark = screen.index(screen.startIndex, offsetBy: min(offset, screen.count))
    }

    /// Text without terminal control sequences (CSI `ESC [ ... final`, and two-byte `ESC x`), BEL or CR.
    static func withoutEscapes(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1B}":
                guard let next = scalars.next() else { break }
                if next == "[" {
                    while let byte = scalars.next(), !(0x40...0x7E).contains(byte.value) {}
                }
            case "\u{07}", "\r":
                continue
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
