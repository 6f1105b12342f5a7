/// Foundation as an app sees it: its names exist once the session imports Foundation, SwiftUI or UIKit
/// (which bring it on Apple platforms) or declares a view, as in an app target; before that they are
/// "cannot find in scope", as swiftc says. The types are in this folder, one Apple type per file; a
/// Foundation name ObsREPL does not provide stops with an error naming it.
extension Interpreter {
    /// Makes Foundation's names available (once per session; `:reset` forgets them with the imports).
    func importFoundation() {
        guard !foundationImported else { return }
        foundationImported = true
        Builtins.installFoundation(into: self)
    }
}

extension Builtins {
    /// The modules `import` accepts: those `#if canImport(...)` finds (SimulatedDevice).
    static func importsFoundation(_ module: String) -> Bool {
        // The C library's modules bring its math functions (`sqrt`, `pow`), which ObsREPL keeps with Foundation.
        ["Foundation", "SwiftUI", "UIKit", "CoreFoundation", "Darwin", "Glibc", "Musl"].contains(module)
    }

    static func installFoundation(into interpreter: Interpreter) {
        let globals = interpreter.globals
        // The script's own functions and types are declared before its statements run, so before the import:
        // Foundation's names do not replace them (a function stays beside the library's, as an overload).
        let declared = globals.values
        for (name, value) in foundationTypes(interpreter) { globals.define(name, value) }
        installMath(into: interpreter)
        NumberStyles.install(into: interpreter)
        globals.define("Foundation", .native(ModuleNamespace("Foundation")))
        // The user-info keys of errors, whose values are Foundation's strings.
        let errorKeys = ["NSLocalizedDescriptionKey": "NSLocalizedDescription", "NSLocalizedFailureReasonErrorKey": "NSLocalizedFailureReason",
                         "NSLocalizedRecoverySuggestionErrorKey": "NSLocalizedRecoverySuggestion", "NSHelpAnchorErrorKey": "NSHelpAnchor",
                         "NSUnderlyingErrorKey": "NSUnderlyingError", "NSFilePathErrorKey": "NSFilePath",
                         "NSDebugDescriptionErrorKey": "NSDebugDescription"]
        for (name, key) in errorKeys where globals.value(named: name) == nil { globals.define(name, .string(key)) }
        // The error domains of NSError (`NSError(domain: NSPOSIXErrorDomain, code: 2)`).
        for name in ["NSCocoaErrorDomain", "NSPOSIXErrorDomain", "NSOSStatusErrorDomain", "NSMachErrorDomain", "NSURLErrorDomain"]
            where globals.value(named: name) == nil {
            globals.define(name, .string(name))
        }
        for name in unavailableFoundationNames where globals.value(named: name) == nil {
            globals.define(name, .native(UnavailableFoundationName(name: name)))
        }
        for slot in declared.indices {
            switch (declared[slot], globals.values[slot]) {
            case (.function(let function), .builtin(let library)):
                globals.values[slot] = .overloads(OverloadSet(candidates: [function], library: .builtin(library)))
            case (.overloads(let set), .builtin(let library)) where set.library == nil:
                globals.values[slot] = .overloads(OverloadSet(candidates: set.candidates, library: .builtin(library)))
            case (.type, .native), (.type, .builtinType):
                globals.values[slot] = declared[slot]
            default: break
            }
        }
    }

    private static func foundationTypes(_ interpreter: Interpreter) -> [(String, Value)] {
        [
            ("UUID", .native(UUIDType())),
            ("NSError", .native(NSErrorType())),
            ("Date", .native(DateType())),
            ("TimeInterval", .builtinType("Double")),
            // A Double here (README, Known differences): `CGFloat(n)` converts as Double's init does.
            ("CGFloat", .builtinType("Double")),
            ("URL", .native(URLType())),
            ("URLComponents", .native(URLComponentsType())),
            ("URLQueryItem", .native(URLQueryItemType())),
            ("Data", .native(DataType())),
            ("Decimal", .native(DecimalType())),
            ("NSDecimalNumber", .native(DecimalType(isObjectType: true))),
            ("NSDecimalNumberHandler", .native(DecimalHandlerType())),
            ("NSDecimalRound", .builtin(DecimalValue.roundFunction())),
            ("NSNumber", .native(NSNumberType())),
            ("ByteCountFormatter", .native(ByteCountFormatterType())),
            ("CodingUserInfoKey", .native(CodingUserInfoKeyType())),
            ("StringTransform", .native(StringTransformType())),
            ("NSMutableString", .native(NSMutableStringType())),
            ("NSString", .native(NSStringType())),
            ("NSRegularExpression", .native(NSRegularExpressionType())),
            ("NSRange", .native(NSRangeType())),
            ("NSMakeRange", .native(NSRangeType())),
            ("NSNotFound", .int(NSRangeValue.notFound)),
            ("NSNull", .native(NSNullValue())),
            ("NSLock", .native(NSLockType(recursive: false))),
            ("NSRecursiveLock", .native(NSLockType(recursive: true))),
            ("CharacterSet", .native(CharacterSetType())),
            ("Scanner", .native(ScannerType())),
            ("FloatingPointFormatStyle", .native(FormatStyleType("FloatingPointFormatStyle"))),
            ("IntegerFormatStyle", .native(FormatStyleType("IntegerFormatStyle"))),
            ("JSONEncoder", .native(JSONEncoderType())),
            ("JSONDecoder", .native(JSONDecoderType())),
            ("JSONSerialization", .native(JSONSerializationType())),
            ("PropertyListEncoder", .native(PropertyListCoderType(isDecoder: false))),
            ("PropertyListDecoder", .native(PropertyListCoderType(isDecoder: true))),
            ("PropertyListSerialization", .native(PropertyListSerializationType())),
            ("DecodingError", .native(DecodingErrorType())),
            ("EncodingError", .native(DecodingErrorType(isEncoding: true))),
            ("DateFormatter", .native(DateFormatterType())),
            ("ISO8601DateFormatter", .native(ISO8601DateFormatterType())),
            ("NumberFormatter", .native(NumberFormatterType())),
            ("Locale", .native(LocaleType())),
            ("TimeZone", .native(TimeZoneType())),
            ("Calendar", .native(CalendarType())),
            ("DateComponents", .native(DateComponentsType())),
            ("DateInterval", .native(DateIntervalType())),
            ("IndexSet", .native(IndexSetType())),
            // The session's own defaults, notification centre and timers (rules §15.14, §15.15).
            ("UserDefaults", .native(UserDefaultsObject())),
            ("NotificationCenter", .native(NotificationCenterObject())),
            ("Notification", .native(NotificationNamespace())),
            ("Timer", .native(TimerNamespace())),
            ("Measurement", .native(MeasurementType())),
            ("KeyPathComparator", .native(SortComparatorType(kind: "KeyPathComparator"))),
            ("SortDescriptor", .native(SortComparatorType(kind: "SortDescriptor"))),
        ] + UnitDimension.makeAll().map { ($0.name, .native($0)) }
    }

    /// Foundation names an app may reach for that ObsREPL does not simulate.
    static let unavailableFoundationNames = [
        "FileManager", "URLSession", "URLRequest", "Bundle", "ProcessInfo",
        "RunLoop", "OperationQueue", "Operation", "NSAttributedString", "AttributedString",
        "NSPredicate", "Thread",
        "DateComponentsFormatter", "RelativeDateTimeFormatter", "MeasurementFormatter",
        "ListFormatter", "PersonNameComponentsFormatter", "NSObject", "NSCache", "NSSet", "NSArray",
        "NSDictionary", "FileHandle", "Pipe", "Process", "LocalizedError",
    ]
}

/// A Foundation name ObsREPL does not provide: any use stops with an error naming it.
final class UnavailableFoundationName: NativeCallable {
    let name: String

    init(name: String) {
        self.name = name
    }

    var typeName: String { name + ".Type" }

    private func refusal(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        ObsDiagnostic(.unsupported, "Foundation's '\(name)' is not available in ObsREPL", at: SourceLocation(source: source, range: range))
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        throw refusal(interpreter, range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        throw refusal(interpreter, range, source)
    }
}
