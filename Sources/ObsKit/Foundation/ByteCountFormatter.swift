import Foundation

/// Foundation's `ByteCountFormatter`, the real one (a class): `countStyle` (`.file`, `.memory`, `.decimal`,
/// `.binary`), `allowedUnits` (`.useKB`, `[.useMB, .useGB]`, `.useAll`...), `includesUnit`, `includesCount`,
/// `includesActualByteCount`, `allowsNonnumericFormatting`, `isAdaptive`, `zeroPadsFractionDigits`;
/// `string(fromByteCount:)` and the static `string(fromByteCount:countStyle:)`. And `.byteCount(style:allowedUnits:
/// spellsOutZero:includesActualByteCount:)`, the format style an integer's `formatted(_:)` takes.
final class ByteCountFormatterValue: NativeObject {
    let formatter = ByteCountFormatter()

    var typeName: String { "ByteCountFormatter" }

    static let countStyles: [String: ByteCountFormatter.CountStyle] = ["file": .file, "memory": .memory, "decimal": .decimal, "binary": .binary]
    static let units: [String: ByteCountFormatter.Units] = [
        "useBytes": .useBytes, "useKB": .useKB, "useMB": .useMB, "useGB": .useGB, "useTB": .useTB, "usePB": .usePB, "useEB": .useEB,
        "useZB": .useZB, "useYBOrHigher": .useYBOrHigher, "useAll": .useAll,
    ]

    private var flags: [String: ReferenceWritableKeyPath<ByteCountFormatter, Bool>] {
        ["includesUnit": \.includesUnit, "includesCount": \.includesCount, "includesActualByteCount": \.includesActualByteCount,
         "allowsNonnumericFormatting": \.allowsNonnumericFormatting, "isAdaptive": \.isAdaptive,
         "zeroPadsFractionDigits": \.zeroPadsFractionDigits]
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if let path = flags[name] { return .bool(formatter[keyPath: path]) }
        switch name {
        case "countStyle":
            return .symbol(Self.countStyles.first { $0.value == formatter.countStyle }?.key ?? "file")
        case "string":
            return interpreter.method(name) { [formatter] interpreter, arguments, range, source in
                guard let count = interpreter.argument(arguments, "fromByteCount")?.integerValue else {
                    throw interpreter.runtimeError("string(fromByteCount:) expects an Int64", range, source)
                }
                return .string(formatter.string(fromByteCount: Int64(count)))
            }
        default: return nil
        }
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        if let path = flags[name], case .bool(let flag) = value {
            formatter[keyPath: path] = flag
            return true
        }
        switch name {
        case "countStyle":
            guard let style = interpreter.optionNames(value).first.flatMap({ Self.countStyles[$0] }) else {
                throw interpreter.runtimeError("unknown count style", range, source)
            }
            formatter.countStyle = style
        case "allowedUnits":
            formatter.allowedUnits = try Self.allowedUnits(value, interpreter, range, source)
        default: return false
        }
        return true
    }

    static func allowedUnits(_ value: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> ByteCountFormatter.Units {
        var units: ByteCountFormatter.Units = []
        for name in interpreter.optionNames(value) {
            guard let unit = Self.units[name] else { throw interpreter.runtimeError("unknown byte count unit '.\(name)'", range, source) }
            units.insert(unit)
        }
        return units
    }
}

final class ByteCountFormatterType: NativeCallable {
    var typeName: String { "ByteCountFormatter.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(ByteCountFormatterValue())
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "init": return .native(self)
        case "string":
            return interpreter.method(name) { interpreter, arguments, range, source in
                guard let count = interpreter.argument(arguments, "fromByteCount")?.integerValue,
                      let style = interpreter.optionNames(interpreter.argument(arguments, "countStyle")).first.flatMap({ ByteCountFormatterValue.countStyles[$0] }) else {
                    throw interpreter.runtimeError("expected ByteCountFormatter.string(fromByteCount:countStyle:)", range, source)
                }
                return .string(ByteCountFormatter.string(fromByteCount: Int64(count), countStyle: style))
            }
        case "CountStyle", "Units": return .native(OptionNamespace("ByteCountFormatter." + name))
        default: return nil
        }
    }
}

/// `.byteCount(style:allowedUnits:spellsOutZero:includesActualByteCount:)`.
final class ByteCountStyleValue: NativeObject {
    let style: ByteCountFormatStyle

    init(_ style: ByteCountFormatStyle) {
        self.style = style
    }

    var typeName: String { "ByteCountFormatStyle" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "locale":
            return interpreter.localeMethod { [style] locale in .native(ByteCountStyleValue(style.locale(locale))) }
        case "format":
            return interpreter.method(name) { [style] interpreter, arguments, range, source in
                guard let count = interpreter.argument(arguments, nil)?.integerValue else { throw interpreter.runtimeError("format(_:) expects an Int64", range, source) }
                return .string(style.format(Int64(count)))
            }
        default: return nil
        }
    }

    static let styles: [String: ByteCountFormatStyle.Style] = ["file": .file, "memory": .memory, "decimal": .decimal, "binary": .binary]
    static let units: [String: ByteCountFormatStyle.Units] = [
        "bytes": .bytes, "kb": .kb, "mb": .mb, "gb": .gb, "tb": .tb, "pb": .pb, "eb": .eb, "zb": .zb, "ybOrHigher": .ybOrHigher,
        "all": .all, "default": .default,
    ]

    /// `.byteCount(...)` where an integer is formatted.
    static func make(_ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let style = interpreter.optionNames(interpreter.argument(arguments, "style")).first.flatMap({ styles[$0] }) else {
            throw interpreter.runtimeError("byteCount(style:) expects .file, .memory, .decimal or .binary", range, source)
        }
        var allowed = ByteCountFormatStyle.Units.all
        if let given = interpreter.argument(arguments, "allowedUnits") {
            // Joined by their raw values: Foundation reads an empty set (raw 0) as all units, so one cannot start from [].
            var raw: UInt = 0
            for name in interpreter.optionNames(given) {
                guard let unit = units[name] else { throw interpreter.runtimeError("unknown byte count unit '.\(name)'", range, source) }
                raw |= unit.rawValue
            }
            allowed = ByteCountFormatStyle.Units(rawValue: raw)
        }
        var spellsOutZero = true
        if case .bool(let flag)? = interpreter.argument(arguments, "spellsOutZero") { spellsOutZero = flag }
        var actual = false
        if case .bool(let flag)? = interpreter.argument(arguments, "includesActualByteCount") { actual = flag }
        return .native(ByteCountStyleValue(ByteCountFormatStyle(style: style, allowedUnits: allowed, spellsOutZero: spellsOutZero,
                                                                includesActualByteCount: actual, locale: DeviceSettings.locale)))
    }
}
