import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium driven through the DevTools protocol over a pipe (`--remote-debugging-pipe`): JSON
/// messages ended by a NUL byte, written to its descriptor 3 and read from its descriptor 4. One page (a
/// target attached in flat mode); replies are awaited with a deadline, never with fixed sleeps. Events are
/// kept in order, so a test can look for console errors and exceptions.
final class HeadlessChromium {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The Chromium on PATH (Debian's `chromium`), if installed.
    static let executable: String? = {
        for name in ["chromium", "chromium-browser"] {
            for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
                let path = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }()

    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let profile: URL
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var sessionID: String?
    /// Every event seen so far: its method and parameters.
    private(set) var events: [(method: String, params: [String: Any])] = []
    /// How long to wait for any one reply before failing (a guard: replies come in milliseconds).
    var deadline: Double = 60

    init(executable: String, width: Int = 1000, height: Int = 1300) throws {
        profile = TestScratch.folder.appendingPathComponent("obsrepl-chromium-\(UUID().uuidString)")
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        guard pipe(&input) == 0, pipe(&output) == 0 else { throw Failure(description: "pipe failed (errno \(errno))") }
        // Above 9, so that putting one on 3 cannot overwrite the other before it is put on 4.
        for index in 0..<2 {
            let (a, b) = (fcntl(input[index], F_DUPFD, 10), fcntl(output[index], F_DUPFD, 10))
            close(input[index])
            close(output[index])
            (input[index], output[index]) = (a, b)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The browser reads commands on 3 and writes replies on 4; nothing else of this process leaks into it.
        posix_spawn_file_actions_adddup2(&actions, input[0], 3)
        posix_spawn_file_actions_adddup2(&actions, output[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor > 2 && ![3, 4].contains(descriptor) {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let arguments = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                         "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
                         "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-sync",
                         "--disable-background-networking", "--disable-component-update", "--mute-audio", "about:blank"]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, environ)
        close(input[0])
        close(output[1])
        guard status == 0 else {
            close(input[1])
            close(output[0])
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        pid = child
        toBrowser = input[1]
        fromBrowser = output[0]
        _ = fcntl(toBrowser, F_SETFD, FD_CLOEXEC)
        _ = fcntl(fromBrowser, F_SETFD, FD_CLOEXEC)
        // One page, attached in flat mode: its commands carry the session id.
        let target = try call("Target.createTarget", ["url": "about:blank"], onPage: false)
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true], onPage: false)
        sessionID = attached["sessionId"] as? String
        for domain in ["Page", "Runtime", "Network", "Log"] { _ = try call("\(domain).enable") }
        _ = try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    deinit {
        _ = try? send("Browser.close", [:], onPage: false)
        var status: Int32 = 0
        // It closes on its own; if it does not within the deadline, it is killed.
        let until = Date().addingTimeInterval(10)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > until {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 100) > 0 {
                var scratch = [UInt8](repeating: 0, count: 65536)
                if read(fromBrowser, &scratch, scratch.count) <= 0 { _ = poll(nil, 0, 20) }
            }
        }
        close(toBrowser)
        close(fromBrowser)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command to the page (or the browser) and waits for its reply's result.
    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:], onPage: Bool = true) throws -> [String: Any] {
        let id = try send(method, params, onPage: onPage)
        while true {
            let message = try receive()
            guard (message["id"] as? Int) == id else { continue }
            if let error = message["error"] { throw Failure(description: "\(method) failed: \(error)") }
            return message["result"] as? [String: Any] ?? [:]
        }
    }

    /// Navigates and waits for the page's load event.
    func load(_ url: URL) throws {
        let seen = events.count
        _ = try call("Page.navigate", ["url": url.absoluteString])
        try waitFor(event: "Page.loadEventFired", after: seen)
    }

    /// Evaluates JavaScript in the page and returns its value (awaiting a promise).
    func evaluate(_ expression: String) throws -> Any? {
        let reply = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = reply["exceptionDetails"] { throw Failure(description: "the page threw: \(exception)") }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// A PNG of what the page shows now (its top `height` pixels only, if given).
    func screenshot(height: Int? = nil) throws -> Data {
        var params: [String: Any] = ["format": "png"]
        if let height {
            // The clip is in the document's coordinates: the part in view starts where the page is scrolled to.
            let view = try evaluate("[window.innerWidth, Math.round(window.scrollY)]") as? [Int] ?? [1000, 0]
            params["clip"] = ["x": 0, "y": view[1], "width": view[0], "height": height, "scale": 1]
        }
        let reply = try call("Page.captureScreenshot", params)
        guard let base64 = reply["data"] as? String, let data = Data(base64Encoded: base64) else {
            throw Failure(description: "no screenshot in the reply")
        }
        return data
    }

    /// Errors the page reported: console errors, uncaught exceptions, log entries of level error.
    var pageErrors: [String] {
        events.compactMap { method, params in
            switch method {
            case "Runtime.exceptionThrown":
                return "exception: \((params["exceptionDetails"] as? [String: Any])?["text"] ?? params)"
            case "Runtime.consoleAPICalled" where (params["type"] as? String) == "error":
                return "console.error: \(params["args"] ?? "")"
            case "Log.entryAdded":
                let entry = params["entry"] as? [String: Any]
                return (entry?["level"] as? String) == "error" ? "log: \(entry?["text"] ?? "")" : nil
            default:
                return nil
            }
        }
    }

    /// The URLs the page asked the network for (a self-contained page asks for none but itself).
    var requestedURLs: [String] {
        events.compactMap { method, params in
            guard method == "Network.requestWillBeSent" else { return nil }
            return (params["request"] as? [String: Any])?["url"] as? String
        }
    }

    private func waitFor(event: String, after index: Int) throws {
        while true {
            if events[index...].contains(where: { $0.method == event }) { return }
            _ = try receive()
        }
    }

    private func send(_ method: String, _ params: [String: Any], onPage: Bool) throws -> Int {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if onPage, let sessionID { message["sessionId"] = sessionID }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(description: "the browser stopped reading (errno \(errno))")
            }
            offset += written
        }
        return nextID
    }

    /// The next message; events are kept in `events` as they pass.
    private func receive() throws -> [String: Any] {
        let until = Date().addingTimeInterval(deadline)
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let message = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
                if let method = message["method"] as? String {
                    events.append((method, message["params"] as? [String: Any] ?? [:]))
                }
                return message
            }
            let remaining = until.timeIntervalSinceNow
            guard remaining > 0 else { throw Failure(description: "no reply from the browser within \(Int(deadline)) seconds") }
            var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(remaining, 1) * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(fromBrowser, &chunk, chunk.count)
            if count == 0 { throw Failure(description: "the browser closed its pipe") }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw Failure(description: "reading from the browser failed (errno \(errno))")
            }
            buffer += chunk[0..<count]
        }
    }
}
