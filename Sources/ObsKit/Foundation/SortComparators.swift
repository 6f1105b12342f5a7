import Foundation

/// Foundation's `KeyPathComparator` and `SortDescriptor` (iOS 15): a key path and an order (`.forward`,
/// `.reverse`). `compare(_:_:)` reads the key path on both values and compares what it finds: a Comparable
/// value with its `<`; a String, for a `SortDescriptor`, with its `comparator:` (`.localizedStandard` unless
/// given, as Apple's initializer declares), and with `<` for a `KeyPathComparator`; `nil` before any value.
/// `sorted(using:)` and `sort(using:)` take one or an array of them: the first that tells two elements apart
/// decides, as Foundation's does. Copies are independent (`order` is set on a copy).
final class SortComparatorValue: NativeValue, NativeMutable {
    enum StringComparison: String { case localizedStandard, localized, lexical }

    let kind: String
    let keyPath: KeyPathValue
    let isForward: Bool
    let strings: StringComparison

    init(kind: String, keyPath: KeyPathValue, isForward: Bool, strings: StringComparison) {
        self.kind = kind
        self.keyPath = keyPath
        self.isForward = isForward
        self.strings = strings
    }

    var typeName: String { keyPath.rootTypeName.map { "\(kind)<\($0)>" } ?? kind }

    func isEqual(to other: NativeValue) -> Bool? {
        guard let other = other as? SortComparatorValue else { return false }
        return other.kind == kind && other.keyPath === keyPath && other.isForward == isForward && other.strings == strings
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(isForward)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "order": return .symbol(isForward ? "forward" : "reverse")
        case "keyPath": return .keyPath(keyPath)
        case "compare":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard arguments.count == 2 else { throw interpreter.runtimeError("compare(_:_:) takes two values", range, source) }
                let order = try compare(arguments[0].value, arguments[1].value, interpreter, range, source)
                return .symbol(order < 0 ? "orderedAscending" : order > 0 ? "orderedDescending" : "orderedSame")
            })
        default: return nil
        }
    }

    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "order", case .symbol(let order) = value, order == "forward" || order == "reverse" else { return nil }
        return .native(SortComparatorValue(kind: kind, keyPath: keyPath, isForward: order == "forward", strings: strings))
    }

    /// Negative when `a` comes first, positive when `b` does, 0 when this comparator cannot tell them apart.
    func compare(_ a: Value, _ b: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Int {
        let first = try interpreter.apply(keyPath, to: a, range, source)
        let second = try interpreter.apply(keyPath, to: b, range, source)
        let order: Int
        switch (first.unwrapped, second.unwrapped) {
        case (nil, nil): order = 0
        case (nil, _): order = -1
        case (_, nil): order = 1
        case (.string(let x)?, .string(let y)?) where kind == "SortDescriptor":
            let result: ComparisonResult
            switch strings {
            case .localizedStandard: result = x.localizedStandardCompare(y)
            case .localized: result = x.localizedCompare(y)
            case .lexical: result = x < y ? .orderedAscending : x == y ? .orderedSame : .orderedDescending
            }
            order = result == .orderedAscending ? -1 : result == .orderedSame ? 0 : 1
        case (let x?, let y?):
            order = try interpreter.libraryLess(x, y, range, source) ? -1 : try interpreter.libraryLess(y, x, range, source) ? 1 : 0
        }
        return isForward ? order : -order
    }
}

/// `KeyPathComparator(\Player.score, order: .reverse)`, `SortDescriptor(\.name, comparator: .localized)`.
final class SortComparatorType: NativeCallable {
    let kind: String

    init(kind: String) {
        self.kind = kind
    }

    var typeName: String { kind + ".Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard let first = arguments.first, first.label == nil, case .keyPath(let keyPath) = first.value else {
            throw interpreter.runtimeError("\(kind) needs a key path, as in '\(kind)(\\Item.name)'", range, source)
        }
        var isForward = true
        var strings = SortComparatorValue.StringComparison.localizedStandard
        for argument in arguments.dropFirst() {
            switch (argument.label, argument.value) {
            case ("order", .symbol(let order)) where order == "forward" || order == "reverse": isForward = order == "forward"
            case ("comparator", .symbol(let name)) where SortComparatorValue.StringComparison(rawValue: name) != nil:
                strings = SortComparatorValue.StringComparison(rawValue: name)!
            default:
                throw interpreter.runtimeError("no exact matches in call to initializer '\(kind)'", range, source)
            }
        }
        return .native(SortComparatorValue(kind: kind, keyPath: keyPath, isForward: isForward, strings: strings))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}

extension Interpreter {
    /// `people.sorted(using: comparator)` or `(using: [first, second])`: ordered by the first comparator that
    /// tells two elements apart. A comparator is Foundation's, or a script's `SortComparator` (its `compare`).
    func sorted(_ elements: [Value], using given: Value, _ range: SourceRange, _ source: SourceText) throws -> [Value] {
        let comparators: [(Value, Value) throws -> Int]
        if case .array(let many) = given {
            comparators = try many.map { try comparator($0, range, source) }
        } else {
            comparators = [try comparator(given, range, source)]
        }
        var failure: Error?
        let sorted = elements.sorted { a, b in
            guard failure == nil else { return false }
            do {
                try countStep(range, source)
                for comparator in comparators {
                    let order = try comparator(a, b)
                    if order != 0 { return order < 0 }
                }
                return false
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return sorted
    }

    /// How a comparator orders two values: negative, 0 or positive.
    private func comparator(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> (Value, Value) throws -> Int {
        if case .native(let foundation as SortComparatorValue) = value {
            return { a, b in try foundation.compare(a, b, self, range, source) }
        }
        guard let type = scriptType(of: value), type.method("compare") != nil else {
            throw runtimeError("sorted(using:) takes a SortComparator or an array of them, not '\(value.typeName)'", range, source)
        }
        return { a, b in
            let result = try self.callMethod("compare", on: value, [ArgumentValue(label: nil, value: a), ArgumentValue(label: nil, value: b)],
                                             range, source)
            switch result {
            case .symbol("orderedAscending"): return -1
            case .symbol("orderedDescending"): return 1
            case .symbol("orderedSame"): return 0
            default: throw self.runtimeError("compare(_:_:) must return a ComparisonResult, not '\(result.typeName)'", range, source)
            }
        }
    }
}
