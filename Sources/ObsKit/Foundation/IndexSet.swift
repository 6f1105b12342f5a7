import Foundation

/// Foundation's `IndexSet`, the real one: `IndexSet()`, `(integer:)`, `(integersIn:)`, `insert`, `remove` (of an
/// index or `integersIn:` a range), `contains` (an index or `integersIn:`), `intersects(integersIn:)`, `count`,
/// `first`, `last`, `isEmpty`, `rangeView` (its runs as ranges), `union`, `intersection`, `subtracting`,
/// `symmetricDifference`, `integerGreaterThan(_:)` and its kin; its indexes in order when iterated; printed as Foundation prints it ("6 indexes").
/// A value: a change makes a new one.
final class IndexSetValue: NativeValue, NativeMutable, NativeSequence, NativeMethodBesideProperty {
    let indexes: IndexSet

    init(_ indexes: IndexSet) {
        self.indexes = indexes
    }

    var typeName: String { "IndexSet" }
    var printedForm: String { indexes.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? IndexSetValue).map { $0.indexes == indexes } }
    func hash(into hasher: inout Hasher) { hasher.combine(indexes) }
    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator { ValueIterator(indexes.map { .int($0) }) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let indexes = self.indexes
        switch name {
        case "count": return .int(indexes.count)
        case "isEmpty": return .bool(indexes.isEmpty)
        case "first": return indexes.first.map { .optional(.int($0)) } ?? Value.none
        case "last": return indexes.last.map { .optional(.int($0)) } ?? Value.none
        case "rangeView": return .array(indexes.rangeView.map { .range(lower: $0.lowerBound, upper: $0.upperBound, closed: false) })
        case "description": return .string(indexes.description)
        case "contains", "intersects":
            return interpreter.method(name) { interpreter, arguments, range, source in
                if let span = interpreter.argument(arguments, "integersIn") {
                    let bounds = try Self.range(span, interpreter, range, source)
                    return .bool(name == "contains" ? indexes.contains(integersIn: bounds) : indexes.intersects(integersIn: bounds))
                }
                return .bool(indexes.contains(try interpreter.intArgument(arguments.first?.value ?? .void, in: name, range, source)))
            }
        case "integerGreaterThan", "integerLessThan", "integerGreaterThanOrEqualTo", "integerLessThanOrEqualTo":
            // The nearest index on that side of a number.
            return interpreter.method(name) { interpreter, arguments, range, source in
                let index = try interpreter.intArgument(arguments.first?.value ?? .void, in: name, range, source)
                let found: Int?
                switch name {
                case "integerGreaterThan": found = indexes.integerGreaterThan(index)
                case "integerLessThan": found = indexes.integerLessThan(index)
                case "integerGreaterThanOrEqualTo": found = indexes.integerGreaterThanOrEqualTo(index)
                default: found = indexes.integerLessThanOrEqualTo(index)
                }
                return found.map { .optional(.int($0)) } ?? Value.none
            }
        case "union", "intersection", "subtracting", "symmetricDifference":
            return interpreter.method(name) { interpreter, arguments, range, source in
                guard case .native(let other as IndexSetValue)? = arguments.first?.value else {
                    throw interpreter.runtimeError("\(name) takes an IndexSet", range, source)
                }
                switch name {
                case "union": return .native(IndexSetValue(indexes.union(other.indexes)))
                case "intersection": return .native(IndexSetValue(indexes.intersection(other.indexes)))
                case "subtracting": return .native(IndexSetValue(indexes.subtracting(other.indexes)))
                default: return .native(IndexSetValue(indexes.symmetricDifference(other.indexes)))
                }
            }
        default:
            // A Sequence's methods (`map`, `filter`, `reduce`...) over its indexes in order.
            return try LazySequence(base: .native(self), steps: [], isLazy: false).member(name, interpreter: interpreter, range: range, source: source)
        }
    }

    /// `count(in: 0..<4)` beside the property `count`.
    func method(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "count" else { return nil }
        let indexes = self.indexes
        return interpreter.method(name) { interpreter, arguments, range, source in
            guard let span = interpreter.argument(arguments, "in") else {
                throw interpreter.runtimeError("missing argument for parameter 'in' in call to 'count'", range, source)
            }
            return .int(indexes.count(in: try Self.range(span, interpreter, range, source)))
        }
    }

    var mutatingMethodNames: Set<String> { ["insert", "remove", "removeAll", "formUnion", "formIntersection", "subtract"] }

    func mutating(_ name: String, _ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange,
                  source: SourceText) throws -> (newSelf: Value, result: Value) {
        var changed = indexes
        var result = Value.void
        switch (name, arguments.first?.label) {
        case ("insert", "integersIn"?): changed.insert(integersIn: try Self.range(arguments[0].value, interpreter, range, source))
        case ("insert", _):
            let index = try interpreter.intArgument(arguments.first?.value ?? .void, in: name, range, source)
            let (inserted, member) = changed.insert(index)
            result = .tuple(TupleValue(elements: [.bool(inserted), .int(member)], labels: ["inserted", "memberAfterInsert"]))
        case ("remove", "integersIn"?): changed.remove(integersIn: try Self.range(arguments[0].value, interpreter, range, source))
        case ("remove", _):
            let index = try interpreter.intArgument(arguments.first?.value ?? .void, in: name, range, source)
            result = changed.remove(index).map { .optional(.int($0)) } ?? Value.none
        case ("removeAll", _): changed.removeAll()
        default:
            guard case .native(let other as IndexSetValue)? = arguments.first?.value else {
                throw interpreter.runtimeError("\(name) takes an IndexSet", range, source)
            }
            switch name {
            case "formUnion": changed.formUnion(other.indexes)
            case "formIntersection": changed.formIntersection(other.indexes)
            default: changed.subtract(other.indexes)
            }
        }
        return (.native(IndexSetValue(changed)), result)
    }

    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    /// A range of Int (`0..<5`, `2...4`) as the half-open range IndexSet takes.
    static func range(_ value: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Range<Int> {
        guard case .range(let lower, let upper, let closed) = value, lower <= upper else {
            throw interpreter.runtimeError("expected a range of Int", range, source)
        }
        // `0...Int.max` has no half-open form: Foundation's IndexSet traps on it too (its count overflows).
        guard !closed || upper < Int.max else { throw interpreter.runtimeError("Swift runtime failure: arithmetic overflow", range, source) }
        return lower..<(closed ? upper + 1 : upper)
    }
}

/// `IndexSet()`, `IndexSet(integer: 3)`, `IndexSet(integersIn: 0..<5)`, `IndexSet([1, 4, 9])`.
final class IndexSetType: NativeCallable {
    var typeName: String { "IndexSet.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard let first = arguments.first else { return .native(IndexSetValue(IndexSet())) }
        switch first.label {
        case "integer"?: return .native(IndexSetValue(IndexSet(integer: try interpreter.intArgument(first.value, in: "IndexSet", range, source))))
        case "integersIn"?: return .native(IndexSetValue(IndexSet(integersIn: try IndexSetValue.range(first.value, interpreter, range, source))))
        case nil:
            let members = try interpreter.elements(of: first.value, range, source).map { try interpreter.intArgument($0, in: "IndexSet", range, source) }
            return .native(IndexSetValue(IndexSet(members)))
        default: throw interpreter.runtimeError("no exact matches in call to initializer 'IndexSet'", range, source)
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
