import Foundation

/// What Foundation adds to String (NSString's API bridged): `components(separatedBy:)`, `trimmingCharacters(in:)`,
/// `replacingOccurrences(of:with:options:)`, `range(of:options:)`, `capitalized`, `padding`, the
/// case-insensitive comparisons, `folding(options:locale:)`, `rangeOfCharacter(from:)`, `data(using:)`, `String(format:)`,
/// `String(data:encoding:)` and the path methods. Each runs Foundation's own implementation. Without
/// `import Foundation` (or SwiftUI, UIKit) they are missing, as in Swift.
extension Interpreter {
    func foundationStringProperty(_ name: String, _ text: String) -> Value? {
        let path = text as NSString
        switch name {
        case "capitalized": return .string(text.capitalized)
        case "localizedCapitalized": return .string(text.capitalized(with: DeviceSettings.locale))
        case "lastPathComponent": return .string(path.lastPathComponent)
        case "pathExtension": return .string(path.pathExtension)
        case "deletingPathExtension": return .string(path.deletingPathExtension)
        case "deletingLastPathComponent": return .string(path.deletingLastPathComponent)
        case "pathComponents": return .array(path.pathComponents.map { .string($0) })
        // NSString's `length` (its UTF-16 count), reached as `(text as NSString).length` or on an `NSString(...)`.
        case "length": return .int(text.utf16.count)
        case "removingPercentEncoding": return text.removingPercentEncoding.map { .optional(.string($0)) } ?? Value.none
        case "precomposedStringWithCanonicalMapping": return .string(text.precomposedStringWithCanonicalMapping)
        case "decomposedStringWithCanonicalMapping": return .string(text.decomposedStringWithCanonicalMapping)
        case "precomposedStringWithCompatibilityMapping": return .string(text.precomposedStringWithCompatibilityMapping)
        case "decomposedStringWithCompatibilityMapping": return .string(text.decomposedStringWithCompatibilityMapping)
        // NSString's readings of its text as a number (`("12" as NSString).integerValue`).
        case "boolValue": return .bool(path.boolValue)
        case "integerValue": return .int(path.integerValue)
        case "intValue": return .sized(SizedInt(Int32(path.intValue), kind: .int32))
        case "doubleValue": return .double(path.doubleValue)
        case "floatValue": return .float(path.floatValue)
        case "utf8CString": return nil
        default: return nil
        }
    }

    func foundationStringMethod(_ name: String, _ text: String, _ arguments: [ArgumentValue], _ range: SourceRange,
                                _ source: SourceText) throws -> Value? {
        func string(_ label: String?) throws -> String { try stringArgument(arguments, label, in: name, range, source) }
        let path = text as NSString
        let options = compareOptions(argument(arguments, "options"))
        switch name {
        case "substring" where argument(arguments, "with") != nil:
            // `(text as NSString).substring(with: match.range)`: the UTF-16 range's text.
            guard case .native(let given as NSRangeValue)? = argument(arguments, "with"), given.range.upperBound <= text.utf16.count,
                  given.range.location >= 0 else {
                throw runtimeError("Fatal error: substring(with:) needs an NSRange inside the string", range, source)
            }
            return .string((text as NSString).substring(with: given.range))
        case "components":
            let separator = argument(arguments, "separatedBy")
            if let text2 = separator?.stringContent { return .array(text.components(separatedBy: text2).map { .string($0) }) }
            return .array(text.components(separatedBy: try characterSet(separator, range, source)).map { .string($0) })
        case "trimmingCharacters":
            return .string(text.trimmingCharacters(in: try characterSet(argument(arguments, "in"), range, source)))
        case "replacingOccurrences":
            if let within = searchRange(argument(arguments, "range"), in: text) {
                return .string(text.replacingOccurrences(of: try string("of"), with: try string("with"), options: options, range: within))
            }
            return .string(text.replacingOccurrences(of: try string("of"), with: try string("with"), options: options))
        case "folding":
            // `title.folding(options: .diacriticInsensitive, locale: nil)`: "Crème" becomes "Creme".
            var locale: Locale?
            if case .native(let given as LocaleValue)? = argument(arguments, "locale")?.unwrapped { locale = given.locale }
            return .string(text.folding(options: options, locale: locale))
        case "commonPrefix":
            return .string(text.commonPrefix(with: try string("with"), options: options))
        case "range":
            // `range(of:options:range:)`: searched only within `range:` (a loop walking on from each find ends).
            let within = searchRange(argument(arguments, "range"), in: text)
            guard let found = text.range(of: try string("of"), options: options, range: within) else { return Value.none }
            return .optional(.native(RangeValue(lower: .index(found.lowerBound), upper: .index(found.upperBound), closed: false)))
        case "rangeOfCharacter":
            guard let found = text.rangeOfCharacter(from: try characterSet(argument(arguments, "from"), range, source), options: options) else {
                return Value.none
            }
            return .optional(.native(RangeValue(lower: .index(found.lowerBound), upper: .index(found.upperBound), closed: false)))
        case "padding":
            guard case .int(let length)? = argument(arguments, "toLength"), case .int(let start)? = argument(arguments, "startingAt") else {
                throw runtimeError("expected padding(toLength:withPad:startingAt:)", range, source)
            }
            // Foundation's preconditions, in its words (swiftc 6.3.1 on Linux), before it traps in ObsREPL itself.
            let pad = try string("withPad")
            guard !pad.isEmpty else { throw runtimeError("Fatal error: empty pad string", range, source) }
            guard (0..<pad.count).contains(start) else { throw runtimeError("Fatal error: out of range padIndex", range, source) }
            guard length >= 0 else { throw runtimeError("Fatal error: String index range is out of bounds", range, source) }
            try checkStringAllocation(utf8Count: length, range, source)
            return .string(text.padding(toLength: length, withPad: pad, startingAt: start))
        case "caseInsensitiveCompare": return Self.comparisonResult(text.caseInsensitiveCompare(try string(nil)))
        case "localizedCaseInsensitiveCompare": return Self.comparisonResult(text.localizedCaseInsensitiveCompare(try string(nil)))
        case "localizedStandardCompare": return Self.comparisonResult(text.localizedStandardCompare(try string(nil)))
        case "localizedCompare": return Self.comparisonResult(text.localizedCompare(try string(nil)))
        case "compare": return Self.comparisonResult(text.compare(try string(nil), options: options))
        case "localizedCaseInsensitiveContains": return .bool(text.localizedCaseInsensitiveContains(try string(nil)))
        case "localizedStandardContains": return .bool(text.localizedStandardContains(try string(nil)))
        case "data":
            guard let chosen = encoding(argument(arguments, "using")) else { throw runtimeError("data(using:) expects a String.Encoding such as .utf8", range, source) }
            var lossy = false
            if case .bool(let flag)? = argument(arguments, "allowLossyConversion") { lossy = flag }
            return text.data(using: chosen, allowLossyConversion: lossy).map { .optional(.native(DataValue($0))) } ?? Value.none
        case "lengthOfBytes", "maximumLengthOfBytes", "canBeConverted":
            guard let chosen = encoding(argument(arguments, name == "canBeConverted" ? "to" : "using")) else {
                throw runtimeError("\(name) expects a String.Encoding such as .utf8", range, source)
            }
            switch name {
            case "lengthOfBytes": return .int(text.lengthOfBytes(using: chosen))
            case "maximumLengthOfBytes": return .int(text.maximumLengthOfBytes(using: chosen))
            default: return .bool(text.canBeConverted(to: chosen))
            }
        case "capitalized":
            // `capitalized(with: locale)` (the property is `foundationStringProperty`'s).
            return .string(text.capitalized(with: localeArgument(argument(arguments, "with"))))
        case "applyingTransform":
            guard let given = argument(arguments, nil), let transform = stringTransform(given) else {
                throw runtimeError("applyingTransform(_:reverse:) expects a StringTransform", range, source)
            }
            var reverse = false
            if case .bool(let flag)? = argument(arguments, "reverse") { reverse = flag }
            return text.applyingTransform(transform, reverse: reverse).map { .optional(.string($0)) } ?? Value.none
        case "appendingFormat":
            let rest = Array(arguments.dropFirst())
            return .string(text + (try formatted(try string(nil), rest.map(\.value), range, source)))
        case "substring" where argument(arguments, "to") != nil || argument(arguments, "from") != nil:
            // NSString's `substring(to:)` and `substring(from:)`: by UTF-16 offset.
            let label = argument(arguments, "to") != nil ? "to" : "from"
            guard let offset = argument(arguments, label)?.integerValue, (0...text.utf16.count).contains(offset) else {
                throw runtimeError("Fatal error: substring(\(label):) needs an offset inside the string", range, source)
            }
            return .string(label == "to" ? path.substring(to: offset) : path.substring(from: offset))
        case "character" where argument(arguments, "at") != nil:
            // NSString's `character(at:)`: a UTF-16 code unit (a `unichar`, UInt16).
            guard let offset = argument(arguments, "at")?.integerValue, (0..<text.utf16.count).contains(offset) else {
                throw runtimeError("Fatal error: character(at:) needs an offset inside the string", range, source)
            }
            return .sized(SizedInt(path.character(at: offset), kind: .uint16))
        case "appending": return .string(text.appending(try string(nil)))
        case "appendingPathComponent": return .string((text as NSString).appendingPathComponent(try string(nil)))
        case "appendingPathExtension": return ((text as NSString).appendingPathExtension(try string(nil))).map { .optional(.string($0)) } ?? Value.none
        case "addingPercentEncoding":
            let allowed = try characterSet(argument(arguments, "withAllowedCharacters"), range, source)
            return text.addingPercentEncoding(withAllowedCharacters: allowed).map { .optional(.string($0)) } ?? Value.none
        case "uppercased", "lowercased":
            let locale = localeArgument(argument(arguments, "with")) ?? DeviceSettings.locale
            return .string(name == "uppercased" ? text.uppercased(with: locale) : text.lowercased(with: locale))
        default: return nil
        }
    }

    /// A `range:` argument of String.Index bounds within the text, as a half-open range.
    private func searchRange(_ value: Value?, in text: String) -> Range<String.Index>? {
        guard case .native(let bounds as RangeValue)? = value?.unwrapped ?? value,
              case .native(let lowerIndex as StringIndexValue)? = bounds.lower, case .native(let upperIndex as StringIndexValue)? = bounds.upper,
              case let (lower, upper) = (lowerIndex.index, upperIndex.index), upper <= text.endIndex, lower <= upper else { return nil }
        return lower..<(bounds.closed && upper < text.endIndex ? text.index(after: upper) : upper)
    }

    /// `.orderedAscending`, `.orderedSame`, `.orderedDescending`.
    static func comparisonResult(_ result: ComparisonResult) -> Value {
        switch result {
        case .orderedAscending: return .symbol("orderedAscending")
        case .orderedSame: return .symbol("orderedSame")
        case .orderedDescending: return .symbol("orderedDescending")
        }
    }

    private func compareOptions(_ value: Value?) -> String.CompareOptions {
        var options: String.CompareOptions = []
        for name in optionNames(value) {
            switch name {
            case "caseInsensitive": options.insert(.caseInsensitive)
            case "literal": options.insert(.literal)
            case "backwards": options.insert(.backwards)
            case "anchored": options.insert(.anchored)
            case "numeric": options.insert(.numeric)
            case "diacriticInsensitive": options.insert(.diacriticInsensitive)
            case "widthInsensitive": options.insert(.widthInsensitive)
            case "regularExpression": options.insert(.regularExpression)
            default: continue
            }
        }
        return options
    }

    func encoding(_ value: Value?) -> String.Encoding? {
        optionNames(value).first.flatMap { Self.encodings[$0] }
    }

    /// The encodings `String.Encoding` names.
    static let encodings: [String: String.Encoding] = [
        "utf8": .utf8, "ascii": .ascii, "utf16": .utf16, "utf16LittleEndian": .utf16LittleEndian, "utf16BigEndian": .utf16BigEndian,
        "utf32": .utf32, "utf32LittleEndian": .utf32LittleEndian, "utf32BigEndian": .utf32BigEndian, "isoLatin1": .isoLatin1,
        "isoLatin2": .isoLatin2, "windowsCP1252": .windowsCP1252, "macOSRoman": .macOSRoman, "unicode": .unicode,
        "nonLossyASCII": .nonLossyASCII,
    ]

    /// `.toLatin`, `.stripDiacritics`, `StringTransform("Latin-Greek")`...
    private func stringTransform(_ value: Value) -> StringTransform? {
        if let raw = value.stringContent { return StringTransform(rawValue: raw) }
        let names: [String: StringTransform] = [
            "toLatin": .toLatin, "stripDiacritics": .stripDiacritics, "stripCombiningMarks": .stripCombiningMarks,
            "fullwidthToHalfwidth": .fullwidthToHalfwidth, "latinToKatakana": .latinToKatakana, "latinToHiragana": .latinToHiragana,
            "hiraganaToKatakana": .hiraganaToKatakana, "mandarinToLatin": .mandarinToLatin, "latinToCyrillic": .latinToCyrillic,
            "latinToArabic": .latinToArabic, "latinToHebrew": .latinToHebrew, "latinToThai": .latinToThai,
            "toXMLHex": .toXMLHex, "toUnicodeName": .toUnicodeName,
        ]
        return optionNames(value).first.flatMap { names[$0] }
    }

    /// `String(format:...)`, `String(data:encoding:)`: the String initializers Foundation adds.
    func foundationString(_ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> Value? {
        let labels = arguments.map { $0.label ?? "_" }
        if labels.first == "format" {
            let format = try stringArgument(arguments, "format", in: "String(format:)", range, source)
            var rest = Array(arguments.dropFirst())
            // `String(format:locale:_:)`: the locale writes the numbers (a nil one is the POSIX locale).
            var locale: Locale?
            if rest.first?.label == "locale" {
                if case .native(let given as LocaleValue) = rest[0].value.unwrapped { locale = given.locale }
                rest.removeFirst()
            }
            var values = rest.map(\.value)
            if rest.count == 1, rest[0].label == "arguments", case .array(let list) = rest[0].value { values = list }
            return .string(try formatted(format, values, locale: locale, range, source))
        }
        if labels == ["data", "encoding"] {
            guard case .native(let data as DataValue) = arguments[0].value, let encoding = encoding(arguments[1].value) else {
                throw runtimeError("expected String(data:encoding:) with Data and .utf8", range, source)
            }
            return String(data: data.data, encoding: encoding).map { .optional(.string($0)) } ?? Value.none
        }
        if labels == ["bytes", "encoding"] {
            // `String(bytes:encoding:)` of any sequence of UInt8 (an array, a slice, a `utf8` view): nil where the bytes
            // are not text in that encoding.
            guard let encoding = encoding(arguments[1].value) else { throw runtimeError("expected String(bytes:encoding:) with an encoding such as .utf8", range, source) }
            let bytes = try elements(of: arguments[0].value, range, source).compactMap { $0.integerValue.flatMap(UInt8.init(exactly:)) }
            return String(bytes: bytes, encoding: encoding).map { .optional(.string($0)) } ?? Value.none
        }
        if labels == ["utf16CodeUnits", "count"] {
            // NSString's initializer: the first `count` UTF-16 code units, decoded (a lone surrogate becomes U+FFFD).
            guard case .array(let elements) = arguments[0].value, let count = arguments[1].value.integerValue, count >= 0, count <= elements.count else {
                throw runtimeError("expected String(utf16CodeUnits:count:) with an array of UInt16 and a count within it", range, source)
            }
            let units = elements.prefix(count).compactMap { $0.integerValue.flatMap(UInt16.init(exactly:)) }
            return .string(String(decoding: units, as: UTF16.self))
        }
        return nil
    }

    /// `String(format:)`'s text, its conversions checked first (below).
    func formatted(_ format: String, _ values: [Value], locale: Locale? = nil, _ range: SourceRange, _ source: SourceText) throws -> String {
        try checkFormat(format, values, range, source)
        // A `%s` reads a C string: the pointer's bytes (PointerStrings.swift), copied to real memory for the call.
        var cStrings: [UnsafeMutablePointer<CChar>] = []
        defer { for copy in cStrings { copy.deallocate() } }
        let arguments = try values.map { value -> CVarArg in
            guard case .native(let pointer as PointerValue) = value else { return try formatArgument(value, range, source) }
            let bytes = try cStringBytes(at: pointer, range, source)
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            copy.initialize(from: bytes.map { CChar(bitPattern: $0) } + [0], count: bytes.count + 1)
            cStrings.append(copy)
            return UnsafePointer(copy)
        }
        return String(format: format, locale: locale, arguments: arguments)
    }

    /// What Foundation would read through a pointer is checked before it runs: a `%@` given a number, a `%s` given
    /// anything but a C string's pointer, a `%S` or `%n`, or more conversions than arguments make compiled Swift read memory it does not own (it
    /// crashes, or prints garbage). ObsREPL stops with the reason instead.
    private func checkFormat(_ format: String, _ values: [Value], _ range: SourceRange, _ source: SourceText) throws {
        var scalars = Array(format.unicodeScalars)[...]
        var next = 0
        while let percent = scalars.firstIndex(of: "%") {
            scalars = scalars[(percent + 1)...]
            // Position (`%2$@`), flags, width, precision and length, up to the conversion.
            var position: Int?
            var digits = ""
            while let scalar = scalars.first, !CharacterSet.letters.contains(scalar), scalar != "%", scalar != "@" {
                if scalar == "$" { position = Int(digits).map { $0 - 1 } }
                if scalar == "*" { next += 1 }
                digits = ("0"..."9").contains(scalar) ? digits + String(scalar) : ""
                scalars = scalars.dropFirst()
            }
            while let scalar = scalars.first, "hlqLzjt".unicodeScalars.contains(scalar) { scalars = scalars.dropFirst() }
            guard let conversion = scalars.first else { break }
            scalars = scalars.dropFirst()
            if conversion == "%" { continue }
            let index = position ?? next
            if "sSn".unicodeScalars.contains(conversion) {
                // `%s` of a pointer to CChar (`withCString`) reads its C string; any other value is no C pointer.
                let isCString: Bool
                if conversion == "s", index < values.count, case .native(let pointer as PointerValue) = values[index],
                   ["Int8", "UInt8"].contains(pointer.memory.element.nominalName ?? "") {
                    isCString = true
                } else {
                    isCString = false
                }
                guard isCString else {
                    throw runtimeError("String(format:): '%\(conversion)' reads a C pointer, which Swift values are not (use %@ for a String, or a pointer from withCString for %s)", range, source)
                }
            }
            next = index + 1
            guard index < values.count else {
                throw runtimeError("String(format:): the format has more conversions than arguments (\(values.count)); Foundation would read past them", range, source)
            }
            if conversion == "@", passesAsNumber(values[index]) {
                throw runtimeError("String(format:): '%@' is given a value of type '\(values[index].typeName)', which Foundation would read as an object and crash (use %d or %f, or pass a String)", range, source)
            }
        }
    }

    /// Whether `formatArgument` passes the value as a C number (not as an object `%@` can read).
    private func passesAsNumber(_ value: Value) -> Bool {
        switch value {
        case .int, .double, .float, .sized, .bool: return true
        default: return false
        }
    }

    /// A value as a C variadic argument of `String(format:)`.
    private func formatArgument(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> CVarArg {
        switch value {
        case .int(let number): return number
        case .double(let number): return number
        case .float(let number): return Double(number)
        case .sized(let number): return number.isSigned ? Int64(bitPattern: number.bits) : number.bits
        case .bool(let truth): return truth ? 1 : 0
        case .native(let number as NSNumberValue):
            return number.number.doubleValue.rounded() == number.number.doubleValue ? number.number.intValue : number.number.doubleValue
        default:
            if let text = value.stringContent { return text }
            return describe(value)
        }
    }
}

/// `StringTransform("Latin-Greek")` (an ICU transform by its name) and `StringTransform.toLatin`: what
/// `applyingTransform(_:reverse:)` takes.
final class StringTransformType: NativeCallable {
    var typeName: String { "StringTransform.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : .symbol(name)
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .string(try interpreter.stringArgument(arguments, arguments.first?.label, in: "StringTransform", range, source))
    }
}
