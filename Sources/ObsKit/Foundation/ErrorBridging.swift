import Foundation

/// What Foundation makes of a Swift error (swiftc 6.3.1 on this machine): its domain and code, the texts a
/// `LocalizedError` or `CustomNSError` gives, `localizedDescription`, and the `NSError` it bridges to (`error as
/// NSError`), beside `NSError(domain:code:userInfo:)` itself. A script error's domain is its type's qualified name
/// (`main.FileError`); its code is an enum case's number (cases with associated values first, then the others, each
/// in declaration order, as Swift lays them out) or 1 for a struct or class; a CustomNSError says its own.
extension Interpreter {
    struct ErrorFacts {
        var domain: String
        var code: Int
        var description: String?
        var reason: String?
        var suggestion: String?
        var userInfo: OrderedDictionary

        /// Foundation's sentence: the description, else the failure reason after "The operation could not be
        /// completed.", else the domain and code.
        var localizedDescription: String {
            if let description { return description }
            if let reason { return "The operation could not be completed. " + reason }
            return "The operation could not be completed. (\(domain) error \(code).)"
        }
    }

    /// The facts of an error value; nil for a value that is not an Error.
    func errorFacts(of error: Value) throws -> ErrorFacts? {
        let code: Int
        let type: TypeInfo
        switch error {
        case .native(let bridged as NSErrorValue): return bridged.facts
        case .native(is CancellationErrorValue):
            return ErrorFacts(domain: "Swift.CancellationError", code: 1, userInfo: OrderedDictionary())
        case .enumCase(let value):
            type = value.type
            let ordered = type.cases.filter { $0.associated != nil } + type.cases.filter { $0.associated == nil }
            code = ordered.firstIndex { $0.name == value.caseName } ?? 0
        case .structValue(let value): type = value.type; code = 1
        case .object(let object): type = object.type; code = 1
        default: return nil
        }
        guard type.conforms(to: "Error") || type.conforms(to: "LocalizedError") || type.conforms(to: "CustomNSError") else { return nil }
        func property(_ name: String) throws -> Value? {
            guard let getter = type.computedGetter(name) else { return nil }
            return try call(getter, receiver: error, arguments: [], type: type).value
        }
        func text(_ name: String) throws -> String? {
            guard case .string(let text)? = try property(name)?.unwrapped else { return nil }
            return text
        }
        var facts = ErrorFacts(domain: "\(Self.moduleName).\(type.name)", code: code, userInfo: OrderedDictionary())
        if type.conforms(to: "LocalizedError") {
            facts.description = try text("errorDescription")
            facts.reason = try text("failureReason")
            facts.suggestion = try text("recoverySuggestion")
        }
        if type.conforms(to: "CustomNSError") {
            if case .dictionary(let info)? = try property("errorUserInfo") {
                facts.userInfo = info
                if facts.description == nil, case .string(let text)? = info[.string("NSLocalizedDescription")]?.unwrapped { facts.description = text }
            }
            if let getter = type.staticComputedProperty("errorDomain")?.getter,
               case .string(let domain) = try call(getter, receiver: .type(type), arguments: [], type: type).value { facts.domain = domain }
            if case .int(let given)? = try property("errorCode") { facts.code = given }
        }
        return facts
    }

    /// `Error.localizedDescription`; nil for a value that is not an Error.
    func localizedDescription(of error: Value, _ range: SourceRange, _ source: SourceText) throws -> String? {
        try errorFacts(of: error)?.localizedDescription
    }

    /// `error as NSError`: the NSError Foundation bridges a Swift error to; nil for a value that is not an Error.
    func bridgedNSError(_ error: Value) throws -> Value? {
        if case .native(is NSErrorValue) = error { return error }
        return try errorFacts(of: error).map { .native(NSErrorValue($0)) }
    }
}

/// Foundation's `NSError`: domain, code, user info and the localized texts, equal when domain and code are.
final class NSErrorValue: NativeValue {
    let facts: Interpreter.ErrorFacts

    init(_ facts: Interpreter.ErrorFacts) {
        self.facts = facts
    }

    /// The error a Foundation call threw, as the NSError it bridges to (its domain and code).
    convenience init(bridging error: Error) {
        let nsError = error as NSError
        self.init(Interpreter.ErrorFacts(domain: nsError.domain, code: nsError.code, description: nil, reason: nil, suggestion: nil,
                                         userInfo: OrderedDictionary()))
    }

    var typeName: String { "NSError" }
    var printedForm: String { "Error Domain=\(facts.domain) Code=\(facts.code) \"\(facts.localizedDescription)\"" }

    func isEqual(to other: NativeValue) -> Bool? {
        (other as? NSErrorValue).map { $0.facts.domain == facts.domain && $0.facts.code == facts.code }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(facts.domain)
        hasher.combine(facts.code)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        func optional(_ text: String?) -> Value { text.map { .optional(.string($0)) } ?? Value.none }
        switch name {
        case "domain": return .string(facts.domain)
        case "code": return .int(facts.code)
        case "userInfo": return .dictionary(facts.userInfo)
        case "localizedDescription", "description": return .string(facts.localizedDescription)
        case "localizedFailureReason": return optional(facts.reason)
        case "localizedRecoverySuggestion": return optional(facts.suggestion)
        default: return nil
        }
    }
}

/// `NSError(domain:code:userInfo:)`.
final class NSErrorType: NativeCallable {
    var typeName: String { "NSError.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard arguments.count >= 2, arguments[0].label == "domain", arguments[1].label == "code",
              let domain = arguments[0].value.stringContent, case .int(let code) = arguments[1].value else {
            throw interpreter.runtimeError("no exact matches in call to initializer 'NSError'", range, source)
        }
        var info = OrderedDictionary()
        if arguments.count > 2, arguments[2].label == "userInfo", case .dictionary(let given) = arguments[2].value.unwrapped ?? .void { info = given }
        func text(_ key: String) -> String? {
            if case .string(let text)? = info[.string(key)]?.unwrapped { return text }
            return nil
        }
        return .native(NSErrorValue(Interpreter.ErrorFacts(domain: domain, code: code, description: text("NSLocalizedDescription"),
                                                           reason: text("NSLocalizedFailureReason"),
                                                           suggestion: text("NSLocalizedRecoverySuggestion"), userInfo: info)))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
