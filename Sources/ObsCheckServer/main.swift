// obsrepl-check: a type-checking server for ObsREPL, run as a child process by ObsCheck's SourceKitChecker
// (so that a crash or a hang of the compiler costs the shell nothing but a restart).
//
//     obsrepl-check [--sourcekitd LIBRARY] [-- COMPILER ARGUMENTS...]
//
// Speaks the line-delimited JSON of ObsCheck's `Wire` on standard input and output. The compiler arguments
// are those of `swiftc` (say `-swift-version 5 -I INTERFACE-DIRECTORY`); the server adds the module name,
// the macro plugin folder of the toolchain the library belongs to, and its two file names.
import CSourceKit
import Foundation
import ObsCheck
import ObsCheckAPI

// End with the client even when busy (an idle server sees end of input). Not PR_SET_PDEATHSIG: that fires
// when the *thread* that started the server ends, and a client may check from a pool thread.
let parent = getppid()
Thread.detachNewThread {
    while getppid() == parent { sleep(1) }
    _exit(0)
}

// The protocol gets its own descriptor; anything the library prints to standard output goes to standard error.
let protocolOutput = FileHandle(fileDescriptor: dup(1), closeOnDealloc: true)
dup2(2, 1)

func emit<T: Encodable>(_ value: T) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard var data = try? encoder.encode(value) else { return }
    data.append(UInt8(ascii: "\n"))
    protocolOutput.write(data)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var compilerArguments: [String] = []
if let dashes = arguments.firstIndex(of: "--") {
    compilerArguments = Array(arguments[(dashes + 1)...])
    arguments = Array(arguments[..<dashes])
}
var library = ProcessInfo.processInfo.environment["OBSREPL_SOURCEKITD"] ?? Toolchain.defaultLibrary()
if let flag = arguments.firstIndex(of: "--sourcekitd"), flag + 1 < arguments.count {
    library = arguments[flag + 1]
}
guard FileManager.default.fileExists(atPath: library) else {
    emit(Wire.ServerHello(unavailable: "no sourcekitd library at \(library)"))
    exit(0)
}
// The macro plugins (`@Observable`) of the toolchain that the library belongs to: <usr>/lib/swift/host/plugins.
let usrLib = URL(fileURLWithPath: library).resolvingSymlinksInPath().deletingLastPathComponent()
let plugins = usrLib.appendingPathComponent("swift/host/plugins").path
if !compilerArguments.contains("-plugin-path") && FileManager.default.fileExists(atPath: plugins) {
    compilerArguments += ["-plugin-path", plugins]
}

// The documents are never written to disk; sourcekitd only needs their paths.
let work = NSTemporaryDirectory() + "obsrepl-check-\(getpid())"
let service: SourceKitService
do {
    service = try SourceKitService(library: library, compilerArguments: compilerArguments, workDirectory: work)
} catch {
    emit(Wire.ServerHello(unavailable: "\(error)"))
    exit(0)
}
emit(Wire.ServerHello(ready: library))

let decoder = JSONDecoder()
while let line = readLine(strippingNewline: true) {
    guard !line.isEmpty else { continue }
    let start = DispatchTime.now().uptimeNanoseconds
    guard let request = try? decoder.decode(Wire.CheckRequest.self, from: Data(line.utf8)) else {
        emit(Wire.CheckResponse(id: -1, error: "unreadable request", elapsedMs: 0))
        continue
    }
    var response = Wire.CheckResponse(id: request.id, elapsedMs: 0)
    do {
        let diagnostics = try service.check(session: request.session, input: request.input)
        response.diagnostics = diagnostics
        // An input that will run: the types the compiler gave its number literals (the interpreter has none to infer them).
        if request.facts != false, !diagnostics.contains(where: { $0.severity == .error }) {
            let types = (try? service.literalTypes()) ?? []
            if !types.isEmpty { response.literalTypes = types }
            let callees = (try? service.callees()) ?? []
            if !callees.isEmpty { response.callees = callees }
        }
    } catch {
        response.error = "\(error)"
    }
    response.elapsedMs = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    response.residentMiB = Toolchain.residentMiB()
    emit(response)
}
service.shutdown()

enum Toolchain {
    /// <usr>/lib/libsourcekitdInProc.so of the toolchain whose `swiftc` is on PATH, else /opt/swift's.
    static func defaultLibrary() -> String {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            guard FileManager.default.fileExists(atPath: swiftc.path) else { continue }
            let usr = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            let candidate = usr.appendingPathComponent("lib/libsourcekitdInProc.so").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return "/opt/swift/usr/lib/libsourcekitdInProc.so"
    }

    static func residentMiB() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / (1024 * 1024)
    }
}
