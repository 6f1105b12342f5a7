import CSourceKit
import Foundation
import ObsCheck
import ObsCheckAPI
import SwiftParser

/// sourcekitd, loaded into this process: a compiler that stays warm between requests (the standard library
/// and the interface modules stay loaded, the macro plugins stay open).
final class SourceKitService {
    private let compilerArguments: [String]
    private let mainPath: String
    private let sessionPath: String

    /// Loads the library; throws the reason when it cannot.
    init(library: String, compilerArguments: [String], workDirectory: String) throws {
        if let failure = csk_load(library) {
            throw ServiceError("cannot load \(library): \(String(cString: failure))")
        }
        csk_initialize()
        mainPath = workDirectory + "/main.swift"
        sessionPath = workDirectory + "/session.swift"
        self.compilerArguments = compilerArguments + ["-module-name", "main", mainPath, sessionPath]
    }

    func shutdown() { csk_shutdown() }

    /// For measurements only (bench/typecheck): check the session and the input as one file, as a plain
    /// `swiftc` of the whole session would. Positions are then counted from the session's first line.
    private let wholeFile = ProcessInfo.processInfo.environment["OBSREPL_CHECK_WHOLE_FILE"] == "1"
    private var splits = SplitCache()

    func check(session: String, input: String) throws -> [Diagnostic] {
        let split = wholeFile ? SplitSession("") : splits.split(session)
        let main = wholeFile ? "\n" + session + input + "\n" : split.importLine + "\n" + input + "\n"
        try open(sessionPath, text: split.session)
        try open(mainPath, text: main)
        let response = try send([
            "key.request": .uid("source.request.diagnostics"),
            "key.sourcefile": .string(mainPath),
            "key.compilerargs": .strings(compilerArguments),
        ])
        let list = response["key.diagnostics"] as? [[String: Any]] ?? []
        let places = Places(
            main: TextPositions(main), session: TextPositions(split.session), mainPath: mainPath, sessionPath: sessionPath,
            inputLines: input.components(separatedBy: "\n").map { $0.count })
        lastMain = wholeFile ? nil : main
        lastSession = split
        return list.map { places.diagnostic($0) }
    }

    /// main.swift as the last `check` gave it (nil when it checked the whole file), and session.swift's split.
    private var lastMain: String?
    private var lastSession = SplitSession("")

    /// The most calls one check asks about (each costs about a millisecond).
    static let calleeLimit = 200

    /// Where the compiler resolved the last checked input's calls of names declared more than once, for those
    /// it resolved at compile time (`CalleeChoice`): asked, call by call, of the typed AST the diagnostics
    /// request built.
    func callees() throws -> [CalleeChoice] {
        guard let main = lastMain else { return [] }
        let tree = Parser.parse(source: main)
        var counts = CallSites.functionNames(in: tree)
        counts.merge(lastSession.functionNames, uniquingKeysWith: +)
        let offsets = CallSites.calledNames(in: tree, limit: Self.calleeLimit) { counts[$0, default: 0] > 1 }
        guard !offsets.isEmpty else { return [] }
        let mainPositions = TextPositions(main)
        let sessionPositions = TextPositions(lastSession.session)
        var found: [CalleeChoice] = []
        for offset in offsets {
            let info = try send([
                "key.request": .uid("source.request.cursorinfo"),
                "key.sourcefile": .string(mainPath),
                "key.offset": .int(Int64(offset)),
                "key.compilerargs": .strings(compilerArguments),
            ])
            // A method the interpreter finds its own way: a requirement (no body to run), a class's (dispatched on the
            // value) is told apart there. (`key.is_dynamic` cannot tell: a protocol extension's member on a generic
            // value has it, yet is chosen statically.)
            guard let kind = info["key.kind"] as? String, kind.contains(".function."),
                  !kind.contains("accessor"), !kind.contains("constructor"),
                  let declarationOffset = (info["key.offset"] as? NSNumber)?.intValue ?? info["key.offset"] as? Int else { continue }
            let file: String?
            let declaration: (line: Int, utf8Column: Int)
            switch info["key.filepath"] as? String {
            case mainPath?:
                file = nil
                let place = mainPositions.utf8Position(ofOffset: declarationOffset)
                guard place.line > 1 else { continue }
                declaration = (place.line - 1, place.utf8Column)
            case sessionPath?:
                file = "session"
                declaration = sessionPositions.utf8Position(ofOffset: declarationOffset)
            default:
                continue  // the library's own
            }
            let call = mainPositions.utf8Position(ofOffset: offset)
            guard call.line > 1 else { continue }
            found.append(CalleeChoice(line: call.line - 1, utf8Column: call.utf8Column, declarationFile: file,
                                      declarationLine: declaration.line, declarationUTF8Column: declaration.utf8Column))
        }
        return found
    }

    /// The types the compiler gave the number literals of the last checked input, other than Int, and its string
    /// literals, other than String: asked of
    /// the typed AST the diagnostics request just built (about a millisecond more).
    func literalTypes() throws -> [LiteralType] {
        guard let main = lastMain else { return [] }
        let response = try send([
            "key.request": .uid("source.request.expression.type"),
            "key.sourcefile": .string(mainPath),
            "key.compilerargs": .strings(compilerArguments),
        ])
        let bytes = Array(main.utf8)
        let positions = TextPositions(main)
        let entries = response["key.expression_type_list"] as? [[String: Any]] ?? []
        var found: [LiteralType] = []
        for entry in entries {
            guard let offset = (entry["key.expression_offset"] as? NSNumber)?.intValue ?? entry["key.expression_offset"] as? Int,
                  let length = (entry["key.expression_length"] as? NSNumber)?.intValue ?? entry["key.expression_length"] as? Int,
                  let type = entry["key.expression_type"] as? String,
                  offset >= 0, length > 0, offset + length <= bytes.count else { continue }
            let text = bytes[offset..<(offset + length)]
            // A number literal that is not an Int; a string literal that is not a String (`"b"` made a script's `Tag`).
            guard Self.isNumberLiteral(text) ? type != "Int" : Self.isStringLiteral(text) ? type != "String" : Self.isClosure(text, type) else { continue }
            let (line, _) = positions.position(ofOffset: offset)
            // Lines of main.swift after its import line are the input's.
            guard line > 1 else { continue }
            let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            // `-3` is the literal 3 after a prefix minus to SwiftSyntax: placed on its digits.
            let sign = bytes[offset] == UInt8(ascii: "-") ? 1 : 0
            found.append(LiteralType(line: line - 1, utf8Column: offset - lineStart + 1 + sign, type: type))
        }
        return found
    }

    /// Whether `text` is a closure expression (`{ $0.count }`) and `type` its function type.
    static func isClosure(_ text: ArraySlice<UInt8>, _ type: String) -> Bool {
        text.first == UInt8(ascii: "{") && text.last == UInt8(ascii: "}") && type.contains("->")
    }

    /// Whether `text` is one string literal (`"b"`, `#"b"#`, a multi-line one), not an expression holding one.
    static func isStringLiteral(_ text: ArraySlice<UInt8>) -> Bool {
        let body = text.drop { $0 == UInt8(ascii: "#") }
        guard body.first == UInt8(ascii: "\""), let last = text.last else { return false }
        return last == UInt8(ascii: "\"") || last == UInt8(ascii: "#")
    }

    /// Whether `text` is one number literal (`12`, `-3`, `0x1F`, `2.5e-3`, `1_000`), not an expression holding one.
    static func isNumberLiteral(_ text: ArraySlice<UInt8>) -> Bool {
        var body = Array(text)
        if body.first == UInt8(ascii: "-") { body.removeFirst() }
        guard let first = body.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        let hex = body.starts(with: Array("0x".utf8))
        let exponents: Set<UInt8> = hex ? [UInt8(ascii: "p"), UInt8(ascii: "P")] : [UInt8(ascii: "e"), UInt8(ascii: "E")]
        for (index, byte) in body.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."): continue
            case UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b") where index == 1: continue
            case UInt8(ascii: "+"), UInt8(ascii: "-") where index > 0 && exponents.contains(body[index - 1]): continue
            case _ where exponents.contains(byte): continue
            case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F") where hex: continue
            default: return false
            }
        }
        return true
    }

    /// Opens (or replaces) an editor document. Only its syntax is built here; the diagnostics request
    /// builds the typed AST.
    private func open(_ path: String, text: String) throws {
        _ = try send([
            "key.request": .uid("source.request.editor.open"),
            "key.name": .string(path),
            "key.sourcetext": .string(text),
            "key.enablesyntaxmap": .int(0),
            "key.enablesubstructure": .int(0),
            "key.enablediagnostics": .int(0),
            "key.syntactic_only": .int(1),
            "key.compilerargs": .strings(compilerArguments),
        ])
    }

    enum Value {
        case uid(String), string(String), int(Int64), strings([String])
    }

    private func send(_ request: [String: Value]) throws -> [String: Any] {
        guard let dictionary = csk_dictionary() else { throw ServiceError("sourcekitd made no request") }
        defer { csk_release(dictionary) }
        for (key, value) in request {
            switch value {
            case .uid(let uid): csk_set_uid(dictionary, key, uid)
            case .string(let string): csk_set_string(dictionary, key, string)
            case .int(let int): csk_set_int(dictionary, key, int)
            case .strings(let strings):
                var pointers = strings.map { strdup($0).map { UnsafePointer($0) } }
                csk_set_strings(dictionary, key, &pointers, pointers.count)
                pointers.forEach { free(UnsafeMutablePointer(mutating: $0)) }
            }
        }
        guard let response = csk_send(dictionary) else { throw ServiceError("sourcekitd gave no response") }
        defer { csk_dispose(response) }
        if csk_is_error(response) {
            throw ServiceError(csk_error_description(response).map { String(cString: $0) } ?? "sourcekitd failed")
        }
        guard let json = csk_json(response) else { return [:] }
        defer { free(json) }
        let data = Data(bytes: json, count: strlen(json))
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }
}

struct ServiceError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Maps sourcekitd's positions into the input's (or the session's) lines and character columns.
private struct Places {
    let main: TextPositions
    let session: TextPositions
    let mainPath: String
    let sessionPath: String
    /// The character count of each line of the input.
    let inputLines: [Int]

    /// Lines of main.swift before the input (the import line).
    private let mainHeaderLines = 1

    func diagnostic(_ raw: [String: Any]) -> Diagnostic {
        let path = raw["key.filepath"] as? String
        let line = int(raw["key.line"]) ?? 0
        let byteColumn = int(raw["key.column"]) ?? 0
        var (file, texts) = place(path)
        var outLine = line
        var column = byteColumn
        if let texts, line > 0 {
            column = texts.characterColumn(line: line, byteColumn: byteColumn)
            outLine = line - (file == nil ? mainHeaderLines : 0)
            if outLine < 1 { (file, outLine) = ("session", 0) }  // on main.swift's import line
            if file == nil, outLine > inputLines.count || (outLine == inputLines.count && inputLines.count > 1 && inputLines[outLine - 1] == 0) {
                // Past the input's end ("expected '}'"): at the end of its last non-empty line.
                outLine = max(1, inputLines.lastIndex(where: { $0 > 0 }).map { $0 + 1 } ?? 1)
                column = inputLines.isEmpty ? 1 : inputLines[outLine - 1] + 1
            }
        }
        var endLine: Int?
        var endColumn: Int?
        if let texts, let range = (raw["key.ranges"] as? [[String: Any]])?.first,
            let offset = int(range["key.offset"]), let length = int(range["key.length"])
        {
            let end = texts.position(ofOffset: offset + length)
            endLine = end.line - (file == nil ? mainHeaderLines : 0)
            endColumn = end.column
        }
        let fixits: [FixIt] = (raw["key.fixits"] as? [[String: Any]] ?? []).compactMap { fix in
            guard let texts, let offset = int(fix["key.offset"]), let length = int(fix["key.length"]) else { return nil }
            let start = texts.position(ofOffset: offset)
            let end = texts.position(ofOffset: offset + length)
            let shift = file == nil ? mainHeaderLines : 0
            return FixIt(
                line: start.line - shift, column: start.column, endLine: end.line - shift, endColumn: end.column,
                text: fix["key.sourcetext"] as? String ?? "")
        }
        let notes = (raw["key.diagnostics"] as? [[String: Any]] ?? []).map { diagnostic($0) }
        return Diagnostic(
            line: outLine, column: column, endLine: endLine, endColumn: endColumn,
            severity: severity(raw["key.severity"] as? String), message: raw["key.description"] as? String ?? "",
            id: raw["key.id"] as? String, file: file, notes: notes, fixits: fixits)
    }

    /// (file as reported, its text positions when it is one of ours).
    private func place(_ path: String?) -> (String?, TextPositions?) {
        switch path {
        case mainPath?: return (nil, main)
        case sessionPath?: return ("session", session)
        case nil: return ("", nil)
        case let other?: return (other, nil)
        }
    }

    private func severity(_ uid: String?) -> Diagnostic.Severity {
        switch uid {
        case "source.diagnostic.severity.warning": .warning
        case "source.diagnostic.severity.note": .note
        case "source.diagnostic.severity.remark": .remark
        default: .error
        }
    }

    private func int(_ value: Any?) -> Int? {
        switch value {
        case let int as Int: int
        case let int64 as Int64: Int(int64)
        case let number as NSNumber: number.intValue
        default: nil
        }
    }
}
