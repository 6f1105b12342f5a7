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
        case "currencyCode": return locale.currency.map { .optional(.string($0.identifier)) } ?? Value.none
        // `Locale.current.currency?.identifier` (iOS 16): the currency as a value with its identifier.
        case "currency": return locale.currency.map { .optional(.native(IdentifiedValue(typeName: "Locale.Currency", identifier: $0.identifier))) } ?? Value.none
        case "region": return locale.region.map { .optional(.native(IdentifiedValue(typeName: "Locale.Region", identifier: $0.identifier))) } ?? Value.none
        default: return nil
        }
    }
}

final class LocaleType: NativeCallable {
    var typeName: String { "Locale.Type" }
    /// A language code of 2-3 ASCII letters, then parts of 1-8 ASCII letters or digits after `_` or `-`, and
    /// an optional `@keywords` part (what ICU parses); the empty identifier too.
    static func isWellFormed(_ identifier: String) -> Bool {
        let main = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard identifier.allSatisfy(\.isASCII) else { return false }
        if main.isEmpty { return true }
        let parts = main.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isLetter) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let identifier = try interpreter.stringArgument(arguments, "identifier", in: "Locale", range, source)
        // Foundation on Linux traps when it formats with an identifier ICU does not know (found by obsfuzz).
        guard Self.isWellFormed(identifier) else {
            throw interpreter.runtimeError("not supported yet: the locale '\(identifier)' (not one Foundation knows here; formatting with it would trap)", range, source)
        }
        return .native(LocaleValue(Locale(identifier: identifier)))
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

/// A Locale part that is named by its identifier (`Locale.Currency`, `Locale.Region`).
final class IdentifiedValue: NativeValue {
    let typeName: String
    let identifier: String

    init(typeName: String, identifier: String) {
        self.typeName = typeName
        self.identifier = identifier
    }

    var printedForm: String { identifier }
    func isEqual(to other: NativeValue) -> Bool? { (other as? IdentifiedValue).map { $0.typeName == typeName && $0.identifier == identifier } }
    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "identifier" ? .string(identifier) : nil
    }
}
