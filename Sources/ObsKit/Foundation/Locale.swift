import Foundation

/// Foundation's `Locale`, the real one: `Locale(identifier:)`, `.current` (the simulated device's: en_US),
/// `identifier`. Faithful for what formatters do with it.
final class LocaleValue: NativeValue {
    let locale: Locale

    init(_ locale: Locale) {
        self.locale = locale
    }

    var typeName: String { "Locale" }
    var printedForm: String { locale.identifier }

    func isEqual(to other: NativeValue) -> Bool? { (other as? LocaleValue).map { $0.locale == locale } }
    func hash(into hasher: inout Hasher) { hasher.combine(locale) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "identifier": return .string(locale.identifier)
        case "decimalSeparator": return locale.decimalSeparator.map { .optional(.string($0)) } ?? Value.none
        case "groupingSeparator": return locale.groupingSeparator.map { .optional(.string($0)) } ?? Value.none
        case "currencySymbol": return locale.currencySymbol.map { .optional(.string($0)) } ?? Value.none
        default: return nil
        }
    }
}

final class LocaleType: NativeCallable {
    var typeName: String { "Locale.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(LocaleValue(Locale(identifier: try interpreter.stringArgument(arguments, "identifier", in: "Locale", range, source))))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "current", "autoupdatingCurrent": return .native(LocaleValue(DeviceSettings.locale))
        case "init": return .native(self)
        default: return nil
        }
    }
}

extension Interpreter {
    func localeArgument(_ value: Value?) -> Locale? {
        if case .native(let locale as LocaleValue)? = value { return locale.locale }
        return nil
    }
}
