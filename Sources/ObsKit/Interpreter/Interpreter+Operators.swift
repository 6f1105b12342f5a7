/// Operators: the Int fast path, doubles, strings, comparisons, ranges, `~=`, and the operators script
/// types declare (or Swift synthesizes).
extension Interpreter {
    /// SignedNumeric's default prefix `-` for a script type that declares none: `0 - value`, the 0 made by the
    /// type's own integer literal. Nil for any other value.
    func defaultNegation(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        guard let type = scriptType(of: value), type.conforms(to: "SignedNumeric") else { return nil }
        let zero = try callWithValues(.type(type), [ArgumentValue(label: "integerLiteral", value: .int(0))], range, source)
        return try apply(.subtract, zero, value, range, source)
    }

    func prefix(_ op: String, _ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        switch (op, value) {
        case ("!", .bool(let truth)): return .bool(!truth)
        case ("-", .int(let number)):
            guard number != .min else { throw overflowError(range, source) }
            return .int(-number)
        case ("-", .double(let number)): return .double(-number)
        case ("+", .int), ("+", .double): return value
        case ("~", .int(let number)): return .int(~number)
        case ("-", .symbol(let name)) where Self.floatingPointStatic(name, of: Double.self) != nil:
            // `-.infinity` where a Double is expected: the member of Double, negated.
            return .double(-Self.floatingPointStatic(name, of: Double.self)!)
        case ("-", .native(let number as DecimalValue)): return .native(DecimalValue(-number.decimal))
        case ("+", .native(is DecimalValue)): return value
        default:
            if let result = try sizedOrFloatPrefix(op, value, range, source) { return result }
            // `-pair` with the script's `prefix func - (p: (Int, Int))`, `~text` with a static one of `extension String`.
            if let chosen = chooseOverload(operatorCandidates(op, .prefix, [value]), values: [value]), !chosen.parameters.contains(where: \.isInout) {
                let owner = chosen.isStatic ? builtinExtension(for: value) ?? scriptType(of: value) : nil
                return try call(chosen, receiver: owner.map { .type($0) } ?? .void, arguments: [ArgumentValue(label: nil, value: value)], type: owner).value
            }
            if op == "-", let negated = try defaultNegation(value, range, source) { return negated }
            throw runtimeError("unary operator '\(op)' cannot be applied to an operand of type '\(value.typeName)'", range, source)
        }
    }

    @inline(never)
    func binary(_ op: BinaryOperator, _ leftExpr: Expr, _ rightExpr: Expr, _ range: SourceRange,
                        _ frame: Frame, _ source: SourceText) throws -> Value {
        // A tag test only (no payload copied): `binary` runs for every `+` and `<` (issue 14: the fuller check,
        // which looked into calls' callees, cost 16% of a call-heavy loop). An implicit member call operand
        // (`shape == .circle(r: 2)`) is typed by the resolver where it knows the other side's type.
        if leftExpr.kind.isImplicitMemberTag || rightExpr.kind.isImplicitMemberTag, op != .and, op != .or, op != .nilCoalescing {
            return try binaryWithImplicitMember(op, leftExpr, rightExpr, range, frame, source)
        }
        let left = try evaluate(leftExpr, frame, source)
        switch op {
        case .and, .or:
            guard case .bool(let first) = left else { return try scriptLogical(op, left, rightExpr, range, frame, source) }
            if op == .and && !first { return .bool(false) }
            if op == .or && first { return .bool(true) }
            let right = try evaluate(rightExpr, frame, source)
            guard case .bool(let second) = right else { throw operandError(op, left, right, range, source) }
            return .bool(second)
        case .nilCoalescing:
            if case .optional = left {} else if case .none = left {} else if let result = try scriptNilCoalescing(left, rightExpr, range, frame, source) {
                return result
            }
            return try left.unwrapped ?? evaluate(rightExpr, frame, source)
        default:
            let right = try evaluate(rightExpr, frame, source)
            if literalAdopters { return try applyAdoptingLiterals(op, left, right, leftExpr, rightExpr, range, frame, source) }
            return try apply(op, left, right, range, source)
        }
    }

    /// `spec1 && spec2` with the script's `static func && (l: Spec, r: Spec) -> Spec`: a left side that is no Bool
    /// can only be the script's overload's.
    @inline(never)
    private func scriptLogical(_ op: BinaryOperator, _ left: Value, _ rightExpr: Expr, _ range: SourceRange, _ frame: Frame,
                               _ source: SourceText) throws -> Value {
        let right = try evaluate(rightExpr, frame, source)
        guard chooseOverload(operatorCandidates(op.rawValue, .infix, [left, right]), values: [left, right]) != nil else {
            throw operandError(op, left, right, range, source)
        }
        return try callOperator(op.rawValue, .infix, [Expr(.discard, range), rightExpr], range, frame, source, values: [left, right])
    }

    /// `$contact.nickname ?? ""` with the script's `func ?? <T>(lhs: Binding<T?>, rhs: T) -> Binding<T>`: a left
    /// side that is no Optional can only be the script's overload's (the standard library's takes an Optional).
    /// nil when the script declares no `??` that takes these operands.
    @inline(never)
    func scriptNilCoalescing(_ left: Value, _ rightExpr: Expr, _ range: SourceRange, _ frame: Frame,
                                     _ source: SourceText) throws -> Value? {
        // A global `func ??`, or a static one of the left side's type (`static func ?? (l: Maybe, r: W) -> W`).
        let ownType = scriptType(of: left) ?? builtinExtension(for: left)
        guard globals.existingSlot(for: "??") != nil || ownType.map({ !methodCandidates("??", of: $0, isStatic: true).isEmpty }) == true else {
            return nil
        }
        let right = try evaluate(rightExpr, frame, source)
        guard chooseOverload(operatorCandidates("??", .infix, [left, right]), values: [left, right]) != nil else { return nil }
        return try callOperator("??", .infix, [Expr(.discard, range), rightExpr], range, frame, source, values: [left, right])
    }

    /// `order.status == .ready`: an implicit member is the other operand's type's (two enums may both have a
    /// `ready`), as the type checker reads it. Out of line, so that `binary`'s native frame stays small.
    @inline(never)
    private func binaryWithImplicitMember(_ op: BinaryOperator, _ leftExpr: Expr, _ rightExpr: Expr, _ range: SourceRange,
                                          _ frame: Frame, _ source: SourceText) throws -> Value {
        func operand(_ expr: Expr, beside other: Value) throws -> Value {
            // Beside a range (`low..<high ~= .medium`), the member is the bounds' type's.
            var other = other
            if case .native(let range as RangeValue) = other, let bound = range.lower ?? range.upper { other = bound }
            let type = dynamicType(of: other)
            guard type.withoutOptionals.nominalName != nil, let typed = try? evaluate(expr, expecting: type, frame, source) else {
                return try evaluate(expr, frame, source)
            }
            return typed
        }
        let left: Value, right: Value
        if leftExpr.kind.isImplicitMemberTag && !rightExpr.kind.isImplicitMemberTag {
            right = try evaluate(rightExpr, frame, source)
            left = try operand(leftExpr, beside: right)
        } else {
            left = try evaluate(leftExpr, frame, source)
            right = try operand(rightExpr, beside: left)
        }
        if literalAdopters { return try applyAdoptingLiterals(op, left, right, leftExpr, rightExpr, range, frame, source) }
        return try apply(op, left, right, range, source)
    }

    /// `wallet - 1` with `Money: ExpressibleByIntegerLiteral`: the literal operand is made a Money first, unless an
    /// implementation takes it as it is (`wallet * 2` with `static func * (lhs: Money, rhs: Int)` keeps the Int).
    /// Out of line, so that `binary`'s native frame stays small (see `evaluate`).
    @inline(never)
    private func applyAdoptingLiterals(_ op: BinaryOperator, _ left: Value, _ right: Value, _ leftExpr: Expr, _ rightExpr: Expr,
                                       _ range: SourceRange, _ frame: Frame, _ source: SourceText) throws -> Value {
        var values = [left, right]
        let mayAdopt = (Self.isLiteral(leftExpr) && scriptType(of: right) != nil) || (Self.isLiteral(rightExpr) && scriptType(of: left) != nil)
        if mayAdopt, chooseOverload(operatorCandidates(op.rawValue, .infix, values), values: values) == nil {
            try adoptLiteralOperand([leftExpr, rightExpr], &values, frame, source)
        }
        return try apply(op, values[0], values[1], range, source)
    }

    /// An operator on two evaluated operands (also `x op= y`).
    func apply(_ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange, _ source: SourceText) throws -> Value {
        if case .int(let a) = left, case .int(let b) = right {
            switch op {
            case .add:
                let (value, overflow) = a.addingReportingOverflow(b)
                if overflow { throw overflowError(range, source) }
                return .int(value)
            case .subtract:
                let (value, overflow) = a.subtractingReportingOverflow(b)
                if overflow { throw overflowError(range, source) }
                return .int(value)
            case .multiply:
                let (value, overflow) = a.multipliedReportingOverflow(by: b)
                if overflow { throw overflowError(range, source) }
                return .int(value)
            case .divide, .remainder:
                // Swift's own words for these traps (swiftc 6.3.1), the remainder's with its own ending.
                let operation = op == .divide ? "" : " in remainder operation"
                if b == 0 { throw runtimeError("Fatal error: Division by zero" + operation, range, source) }
                let (value, overflow) = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
                if overflow { throw runtimeError("Fatal error: Division results in an overflow" + operation, range, source) }
                return .int(value)
            case .equal: return .bool(a == b)
            case .notEqual: return .bool(a != b)
            case .less: return .bool(a < b)
            case .greater: return .bool(a > b)
            case .lessOrEqual: return .bool(a <= b)
            case .greaterOrEqual: return .bool(a >= b)
            case .bitAnd: return .int(a & b)
            case .bitOr: return .int(a | b)
            case .bitXor: return .int(a ^ b)
            case .shiftLeft: return .int(a << b)
            case .shiftRight: return .int(a >> b)
            case .wrappingAdd: return .int(a &+ b)
            case .wrappingSubtract: return .int(a &- b)
            case .wrappingMultiply: return .int(a &* b)
            case .maskingShiftLeft: return .int(a &<< b)
            case .maskingShiftRight: return .int(a &>> b)
            case .closedRange, .halfOpenRange:
                let closed = op == .closedRange
                if closed ? a > b : a > b {
                    throw runtimeError("Fatal error: Range requires lowerBound <= upperBound", range, source)
                }
                return .range(lower: a, upper: b, closed: closed)
            case .patternMatch: return .bool(a == b)
            case .and, .or, .nilCoalescing, .identical, .notIdentical:
                throw operandError(op, left, right, range, source)
            }
        }
        if let result = try sizedOrFloatApply(op, left, right, range, source) { return result }
        if case .native(let object as NativeArithmetic) = left,
           let result = try object.apply(op, right, selfOnLeft: true, interpreter: self, range: range, source: source) {
            return result
        }
        if case .native(let object as NativeArithmetic) = right,
           let result = try object.apply(op, left, selfOnLeft: false, interpreter: self, range: range, source: source) {
            return result
        }
        // `.ulpOfOne * 4`, `x < .infinity`: an implicit member of the other operand's library type.
        if case .symbol(let name) = left, let member = implicitNumberMember(name, beside: right) {
            return try apply(op, member, right, range, source)
        }
        if case .symbol(let name) = right, let member = implicitNumberMember(name, beside: left) {
            return try apply(op, left, member, range, source)
        }
        if op == .equal || op == .notEqual || op == .patternMatch, let (boxedLeft, boxedRight) = Self.bothHashable(left, right) {
            // `keys.contains(1)` of `[AnyHashable]`: the other operand converts to AnyHashable, as Swift's `==` takes two.
            return try apply(op, boxedLeft, boxedRight, range, source)
        }
        if op == .patternMatch {
            if case .range(let lower, let upper, let closed) = left, case .int(let number) = right.unwrapped ?? Value.none {
                return .bool(number >= lower && (closed ? number <= upper : number < upper))
            }
            // A value of the script's own type against a range: the script's `~=` for it (`1...5 ~= Temp(c: 2)`), as the
            // library's `RangeExpression ~= Bound` takes only the range's own bound type.
            if scriptType(of: right) != nil, let custom = try userPatternMatch(left, right, range, source) { return custom }
            if let rangeValue = asRangeValue(left), !(right.unwrapped.map { asRangeValue($0) != nil } ?? true) {
                return .bool(try rangeValue.contains(right.unwrapped ?? right, self, range, source))
            }
            if let custom = try userPatternMatch(left, right, range, source) { return custom }
            return try apply(.equal, left, right, range, source)
        }
        if op.isOrdering, left.literalScalar != nil || right.literalScalar != nil {
            // `Unicode.Scalar(68) < Unicode.Scalar(69)`, `UnicodeScalar(97)...UnicodeScalar(101)`.
            return try apply(op, left.literalScalar ?? left, right.literalScalar ?? right, range, source)
        }
        if op == .closedRange || op == .halfOpenRange {
            return try makeRange(left, right, closed: op == .closedRange, range, source)
        }
        if let type = scriptType(of: left) ?? scriptType(of: right) {
            if let same = try optionalEqual(op, type, left, right, range, source) { return same }
            if isOptionSet(type), case .array = left { return try apply(op, try optionSet(left, as: type, range, source), right, range, source) }
            if isOptionSet(type), case .array = right { return try apply(op, left, try optionSet(right, as: type, range, source), range, source) }
            if literalAdopters, op == .equal || op == .notEqual, let (adoptedLeft, adoptedRight) = try literalBeside(type, left, right) {
                // `prices.contains(10)`: Equatable's `==` takes two Moneys, so the 10 was one.
                return try apply(op, adoptedLeft, adoptedRight, range, source)
            }
            if let result = try userOperator(op, type, left, right, range, source) { return result }
            if op == .add, let joined = try rangeReplaceableConcatenation(left, right, range, source) { return joined }
            if literalAdopters, let (adoptedLeft, adoptedRight) = try literalBeside(type, left, right) {
                // `prices.reduce(0, +)` over `[Money]`: Swift made the 0 a Money (it is a literal there; a plain Int
                // beside a Money would not type-check).
                return try apply(op, adoptedLeft, adoptedRight, range, source)
            }
        }
        if op == .add, left.isCollectionSlice || right.isCollectionSlice {
            // `c.prefix(2) + c.suffix(2)` of a script collection: a Slice of a collection that is not range-replaceable has
            // no `+`; RangeReplaceableCollection's `+ (Other, Self)` takes it with an Array (the compiler takes Sequence's
            // `suffix`, an Array, for the right side), so the sum is an Array.
            return .array(try elements(of: left, range, source) + elements(of: right, range, source))
        }
        if let extended = builtinExtension(for: left), !Self.libraryHasOperator(op, left, right) {
            // `extension Bool: @retroactive Comparable { static func < ... }`: a script's operator for a library type
            // that has none of its own; Comparable's `>`, `<=`, `>=` come from its `<`.
            func call(_ function: FunctionDecl, _ a: Value, _ b: Value) throws -> Value {
                let arguments = [ArgumentValue(label: nil, value: a), ArgumentValue(label: nil, value: b)]
                return try self.call(function, receiver: .type(extended), arguments: arguments, type: extended).value
            }
            if let function = extended.staticMethods[op.rawValue] { return try call(function, left, right) }
            if let less = extended.staticMethods["<"] {
                func isLess(_ a: Value, _ b: Value) throws -> Bool {
                    guard case .bool(let result) = try call(less, a, b) else { throw operandError(op, left, right, range, source) }
                    return result
                }
                switch op {
                case .greater: return .bool(try isLess(right, left))
                case .lessOrEqual: return .bool(!(try isLess(right, left)))
                case .greaterOrEqual: return .bool(!(try isLess(left, right)))
                default: break
                }
            }
        }
        switch op {
        case .equal, .notEqual:
            if left.isNone || right.isNone { return .bool((left.isNone && right.isNone) == (op == .equal)) }
            // `\.count == 2` with the script's `func == <T, V>(lhs: KeyPath<T, V>, rhs: V) -> (T) -> Bool`.
            guard let same = Equality.equatable(left, right) else { return try scriptOperator(op, onLibraryValues: left, right, range, source) }
            return .bool(same == (op == .equal))
        case _ where op.isComparison && op != .patternMatch && !libraryOrders(left, right):
            return try scriptOperator(op, onLibraryValues: left, right, range, source)
        case .identical, .notIdentical:
            let same: Bool
            switch (left.unwrapped ?? Value.none, right.unwrapped ?? Value.none) {
            case (.object(let a), .object(let b)): same = a === b
            // Foundation's classes ObsKit makes natively (`formatter === other`).
            case (.native(let a), .native(let b)): same = a === b
            case (.none, .none): same = true
            case (.none, .object), (.object, .none), (.none, .native), (.native, .none): same = false
            default: throw operandError(op, left, right, range, source)
            }
            return .bool(same == (op == .identical))
        case .less, .greater, .lessOrEqual, .greaterOrEqual:
            return .bool(try compare(op, left, right, range, source))
        case .add, .subtract, .multiply, .divide:
            if let (a, b) = doubles(left, right) {
                switch op {
                case .add: return .double(a + b)
                case .subtract: return .double(a - b)
                case .multiply: return .double(a * b)
                default: return .double(a / b)
                }
            }
            if op == .add, let a = left.stringContent, let b = right.stringContent {
                try checkGrowth(utf8Count: a.utf8.count, adding: b.utf8.count, range, source)
                return .string(a + b)
            }
            if op == .add, case .array(let a) = left, case .array(let b) = right {
                try checkGrowth(count: a.count, adding: b.count, sample: a.first ?? b.first, range, source)
                return .array(a + b)
            }
            if op == .add, case .array = left, isOtherSequence(right) || { if case .array = right { isOtherSequence(left) } else { false } }() {
                // RangeReplaceableCollection's `+` with any sequence (`[1, 2] + CollectionOfOne(3)`, `[0] + (1...3)`): an array.
                let a = try elements(of: left, range, source), b = try elements(of: right, range, source)
                try checkGrowth(count: a.count, adding: b.count, sample: a.first ?? b.first, range, source)
                return .array(a + b)
            }
            if op == .add, case .array = right, isOtherSequence(left) {
                return .array(try elements(of: left, range, source) + elements(of: right, range, source))
            }
            return try scriptOperator(op, onLibraryValues: left, right, range, source)
        case .remainder:
            if let (a, b) = doubles(left, right) { return .double(a.truncatingRemainder(dividingBy: b)) }
            return try scriptOperator(op, onLibraryValues: left, right, range, source)
        default:
            return try scriptOperator(op, onLibraryValues: left, right, range, source)
        }
    }

    /// `"x" - "y"` with the script's `func - (l: String, r: String)`, `a + 10` with `func + (a: Int?, b: Int)`,
    /// `"ab" * 3` with `extension String { static func * ... }`: where the library has no such operator for these
    /// operands, the script's global or static one that fits them; else the error Swift would give.
    private func scriptOperator(_ op: BinaryOperator, onLibraryValues left: Value, _ right: Value, _ range: SourceRange,
                                _ source: SourceText) throws -> Value {
        let values = [left, right]
        guard let chosen = chooseOverload(operatorCandidates(op.rawValue, .infix, values), values: values),
              !chosen.parameters.contains(where: \.isInout) else { throw operandError(op, left, right, range, source) }
        let owner = chosen.isStatic
            ? values.lazy.compactMap { self.scriptType(of: $0) ?? self.builtinExtension(for: $0) }.first { $0.staticMethods[op.rawValue] != nil || $0.staticVariants[op.rawValue] != nil }
            : nil
        return try call(chosen, receiver: owner.map { operatorReceiver($0, values) } ?? .void,
                        arguments: values.map { ArgumentValue(label: nil, value: $0) }, type: owner).value
    }

    /// A library sequence other than an array or a string (a range, a set, `CollectionOfOne`, a lazy sequence).
    private func isOtherSequence(_ value: Value) -> Bool {
        switch value {
        case .range, .set: return true
        case .native(let object): return object is NativeSequence
        // A sequence the library declares in Swift (`CollectionOfOne`); a script's own may declare its own `+`.
        case .structValue, .enumCase, .object:
            guard let type = scriptType(of: value), type.moduleName == "Swift" else { return false }
            return isScriptSequence(type)
        default: return false
        }
    }

    /// Whether the standard library has `op` for these operands (a script's extension cannot replace it).
    static func libraryHasOperator(_ op: BinaryOperator, _ left: Value, _ right: Value) -> Bool {
        func plain(_ value: Value) -> Bool {
            switch value {
            case .int, .double, .float, .sized, .string: return true
            default: return false
            }
        }
        switch op {
        case .equal, .notEqual: return Equality.equatable(left, right) != nil
        case .add:
            if case .array = left, case .array = right { return true }
            return plain(left) && plain(right)
        default: return plain(left) && plain(right)
        }
    }

    /// `.ulpOfOne` beside a number: a static member of its type (an Int literal could be a Double too).
    private func implicitNumberMember(_ name: String, beside other: Value) -> Value? {
        guard other.isNumber else { return nil }
        if case .int = other { return staticLibraryMember(name, of: "Int") ?? staticLibraryMember(name, of: "Double") }
        return staticLibraryMember(name, of: other.typeName)
    }

    /// Swift's words for its overflow trap, as its backtracer prints them for a program with debug
    /// information (`swiftc -g`, `swift run`): a release binary without it dies with no words at all.
    func overflowError(_ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        runtimeError("Swift runtime failure: arithmetic overflow", range, source)
    }

    func doubles(_ left: Value, _ right: Value) -> (Double, Double)? {
        switch (left, right) {
        case (.double(let a), .double(let b)): return (a, b)
        case (.double(let a), .int(let b)): return (a, Double(b))
        case (.int(let a), .double(let b)): return (Double(a), b)
        default: return nil
        }
    }

    /// Whether the library's `<`, `>`, `<=`, `>=` take these operands, as `compare` does.
    private func libraryOrders(_ left: Value, _ right: Value) -> Bool {
        switch (left, right) {
        case (.int, .int), (.string, .string), (.string, .native(is SubstringValue)), (.native(is SubstringValue), .string),
             (.character, .character), (.character, .string), (.string, .character):
            return true
        case (.native, .native): return nativeOrder(left, right) != nil
        case (.tuple(let a), .tuple(let b)): return a.elements.count == b.elements.count
        default: return doubles(left, right) != nil
        }
    }

    func compare(_ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        let order: Int
        switch (left, right) {
        case (.int(let a), .int(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)): order = a < b ? -1 : (a == b ? 0 : 1)
        case (.string, .native(is SubstringValue)), (.native(is SubstringValue), .string), (.character, .character), (.character, .string),
             (.string, .character):
            let (a, b) = (left.stringContent!, right.stringContent!)
            order = a < b ? -1 : (a == b ? 0 : 1)
        case (.native, .native) where nativeOrder(left, right) != nil: order = nativeOrder(left, right)!
        case (.tuple(let a), .tuple(let b)) where a.elements.count == b.elements.count:
            // Lexicographic, as the standard library compares tuples: the first elements that differ (`!=`) decide, by
            // `<` (or `>`), and the last elements by the operator itself. So a NaN decides at once (`(.nan, 1) < (1, 2)`
            // is false), where "neither is less" would have gone on to the next element.
            let ascending = op == .less || op == .lessOrEqual
            for (index, (x, y)) in zip(a.elements, b.elements).enumerated() {
                let isLast = index == a.elements.count - 1
                let differs = try Equality.equatable(x, y).map { !$0 } ?? (libraryLess(x, y, range, source) || libraryLess(y, x, range, source))
                guard differs || isLast else { continue }
                if !differs { return op == .lessOrEqual || op == .greaterOrEqual }
                return ascending ? try libraryLess(x, y, range, source) : try libraryLess(y, x, range, source)
            }
            return op == .lessOrEqual || op == .greaterOrEqual
        default:
            guard let (a, b) = doubles(left, right) else { throw operandError(op, left, right, range, source) }
            return Self.floatingCompare(op, a, b)
        }
        switch op {
        case .less: return order < 0
        case .greater: return order > 0
        case .lessOrEqual: return order <= 0
        default: return order >= 0
        }
    }

    func equal(_ left: Value, _ right: Value, _ op: BinaryOperator, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        if left.isNone || right.isNone { return left.isNone && right.isNone }
        guard let result = Equality.equatable(left, right) else { throw operandError(op, left, right, range, source) }
        return result
    }

    func operandError(_ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        runtimeError("binary operator '\(op.rawValue)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'", range, source)
    }

    /// `.name` with no type written: an enum case or static member of the one declared type that has it
    /// (typing is dynamic, so there is no contextual type); else an inert symbol (`.red`, `.center`).
    /// An operator a script type defines (`static func ==`, `static func <`, `static func +`), or the
    /// ones Swift synthesizes: `==` for Equatable structs and enums, `<` for enums without payloads.
    /// The operands with the plain number, string or Boolean among them made as `type` by its literal
    /// initializer; nil when neither is one or `type` adopts no literal protocol for it.
    private func literalBeside(_ type: TypeInfo, _ left: Value, _ right: Value) throws -> (Value, Value)? {
        func literal(_ value: Value) -> Expr? {
            switch value {
            case .int(let number): return Expr(.int(number), .synthesized)
            case .double(let number): return Expr(.double(number), .synthesized)
            case .bool(let truth): return Expr(.bool(truth), .synthesized)
            default: return nil
            }
        }
        let frame = Frame.make(size: 1)
        if scriptType(of: left) == nil, let expr = literal(left),
           let made = try adoptedLiteral(expr, as: .named(type.name, []), frame, synthesizedSource) { return (made, right) }
        if scriptType(of: right) == nil, let expr = literal(right),
           let made = try adoptedLiteral(expr, as: .named(type.name, []), frame, synthesizedSource) { return (left, made) }
        return nil
    }

    /// `element op= operand` on a value being changed in place (an element reached through a computed index):
    /// what the operator `op=` of its script type leaves it as; nil when its type declares none.
    func userCompoundResult(_ op: BinaryOperator, _ current: Value, _ operand: Value) throws -> Value? {
        let name = op.rawValue + "="
        guard let type = scriptType(of: current) else { return nil }
        let candidates = methodCandidates(name, of: type, isStatic: true)
        guard let function = candidates.count > 1 ? chooseOverload(candidates, values: [current, operand])
                : candidates.first ?? globalOperator(name, [current, operand]),
              function.parameters.first?.isInout == true else { return nil }
        var changed = current
        let arguments = [ArgumentValue(label: nil, value: current), ArgumentValue(label: nil, value: operand)]
        _ = try call(function, receiver: .type(type), arguments: arguments, type: type) { calleeFrame in changed = calleeFrame.read(1) }
        return changed
    }

    /// `v += w` where the type of `v` declares `static func += (a: inout V, b: W)`: that operator runs,
    /// changing the variable through its `inout` parameter (it may do more than `v = v + w`). False when
    /// no script type or global declares one.
    func userCompoundOperator(_ op: BinaryOperator, _ current: Value, _ operand: Value, _ target: Expr, _ operandExpr: Expr,
                              _ frame: Frame, _ source: SourceText) throws -> Bool {
        guard let type = scriptType(of: current) else {
            // `log <<= "one"` with `func <<= (lhs: inout [String], rhs: String)`: a global operator function on a
            // library value (numbers, strings and booleans keep the library's own, without a look-up, and without
            // the operator's name being spelled: bench/structs.swift).
            switch current {
            case .int, .double, .float, .sized, .string, .bool: return false
            default: break
            }
            let name = op.rawValue + "="
            guard let function = globalOperator(name, [current, operand]), function.parameters.first?.isInout == true else { return false }
            let arguments = [ArgumentValue(label: nil, value: current, inoutTarget: target), ArgumentValue(label: nil, value: operand)]
            _ = try callBound(function, receiver: .void, arguments: arguments, type: nil, frame, source)
            return true
        }
        let name = op.rawValue + "="
        let candidates = methodCandidates(name, of: type, isStatic: true)
        var operand = operand
        if literalAdopters, candidates.count > 1 || candidates.first?.parameters.last?.type == .named(type.name, []),
           let made = try adoptedLiteral(operandExpr, as: .named(type.name, []), frame, source),
           candidates.count == 1 || chooseOverload(candidates, values: [current, operand]) == nil {
            // `wallet -= 1` into `static func -= (a: inout Money, b: Money)`: the literal is a Money.
            operand = made
        }
        guard let function = candidates.count > 1 ? chooseOverload(candidates, values: [current, operand]) : candidates.first ?? globalOperator(name, [current, operand]),
              function.parameters.first?.isInout == true else { return false }
        let arguments = [ArgumentValue(label: nil, value: current, inoutTarget: target), ArgumentValue(label: nil, value: operand)]
        _ = try callBound(function, receiver: .type(type), arguments: arguments, type: type, frame, source)
        return true
    }

    func userOperator(_ op: BinaryOperator, _ type: TypeInfo, _ left: Value, _ right: Value,
                              _ range: SourceRange, _ source: SourceText) throws -> Value? {
        // An `==` that compares values whose `==` comes back here (synthesized equality through a Set's hashing) may
        // recurse without calling a script function, which is where the stack is otherwise checked.
        if stackGuard.isExhausted() { throw stackOverflow(range, source) }
        func callStatic(_ name: String, _ a: Value, _ b: Value) throws -> Value? {
            let own = !overloadedNames.isEmpty && overloadedNames.contains(name)
                ? chooseOverload(methodCandidates(name, of: type, isStatic: true), values: [a, b]) : type.staticMethod(name)
            // A global operator that fits the operands is a candidate beside the type's own (`func + (a: M, b: F)`
            // beside `static func + (a: M, b: M)`): the one the operands fit best.
            let global = globalOperator(name, [a, b])
            guard let function = own.flatMap { own in global.map { chooseOverload([own, $0], values: [a, b]) ?? own } ?? own } ?? global
            else { return nil }
            var operands = [a, b]
            Self.shareGenericArguments(&operands)
            let arguments = operands.map { ArgumentValue(label: nil, value: $0) }
            return try call(function, receiver: operatorReceiver(type, operands), arguments: arguments, type: type).value
        }
        func negated(_ value: Value?) -> Value? {
            guard case .bool(let truth)? = value else { return value }
            return .bool(!truth)
        }
        switch op {
        case .equal:
            return try callStatic("==", left, right) ?? synthesizedEqual(type, left, right)
        case .notEqual:
            if let custom = try callStatic("!=", left, right) { return custom }
            return negated(try callStatic("==", left, right) ?? synthesizedEqual(type, left, right))
        case .less:
            return try callStatic("<", left, right) ?? synthesizedLess(type, left, right)
        case .greater:
            return try callStatic(">", left, right) ?? callStatic("<", right, left) ?? synthesizedLess(type, right, left)
        case .lessOrEqual:
            return try callStatic("<=", left, right) ?? negated(try callStatic("<", right, left) ?? synthesizedLess(type, right, left))
        case .greaterOrEqual:
            return try callStatic(">=", left, right) ?? negated(try callStatic("<", left, right) ?? synthesizedLess(type, left, right))
        case .and, .or, .nilCoalescing, .identical, .notIdentical:
            return nil
        default:
            return try callStatic(op.rawValue, left, right)
        }
    }

    /// 0 of a distance's own type (an Int, a Double...), to compare the distance with.
    private static func zero(like value: Value) -> Value {
        switch value {
        case .double: return .double(0)
        case .float: return .float(0)
        case .sized(let number): return .sized(SizedInt(0, kind: number.kind))
        default: return .int(0)
        }
    }

    func synthesizedEqual(_ type: TypeInfo, _ left: Value, _ right: Value) throws -> Value? {
        // A Strideable type's `==` is the library's default: `a.distance(to: b) == 0`.
        if type.conforms(to: "Strideable"), type.method("distance") != nil {
            let distance = try callMethod("distance", on: left, [ArgumentValue(label: "to", value: right)], .synthesized, type.source)
            return .bool(try libraryEqual(distance, Self.zero(like: distance), .synthesized, type.source))
        }
        guard Equality.isEquatable(type) else { return nil }
        return .bool(Equality.compareValues(left.unwrapped ?? Value.none, right.unwrapped ?? Value.none))
    }

    /// `<` Swift synthesizes for a Comparable enum: by case order, then by the payloads in order. A Strideable
    /// type's `<` is the library's default: `a.distance(to: b) > 0`.
    func synthesizedLess(_ type: TypeInfo, _ left: Value, _ right: Value) throws -> Value? {
        if type.conforms(to: "Strideable"), type.method("distance") != nil {
            let distance = try callMethod("distance", on: left, [ArgumentValue(label: "to", value: right)], .synthesized, type.source)
            return .bool(try libraryLess(Self.zero(like: distance), distance, .synthesized, type.source))
        }
        guard type.kind == .enum, type.conforms(to: "Comparable"),
              case .enumCase(let a) = left.unwrapped ?? left, case .enumCase(let b) = right.unwrapped ?? right,
              let first = type.cases.firstIndex(where: { $0.name == a.caseName }),
              let second = type.cases.firstIndex(where: { $0.name == b.caseName }) else { return nil }
        guard first == second else { return .bool(first < second) }
        // The same case: its associated values compare in order.
        for (x, y) in zip(a.payload, b.payload) {
            if try libraryLess(x, y, .synthesized, type.source) { return .bool(true) }
            if try libraryLess(y, x, .synthesized, type.source) { return .bool(false) }
        }
        return .bool(false)
    }


    /// A `func ~=` the script declares for these operands (`case Even():`), if one fits: a type's
    /// `static func ~=` (the pattern's type, then the value's; an extension's of a library type too), then a
    /// global one.
    func userPatternMatch(_ pattern: Value, _ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        if declaresStaticPatternOperator {
            for operand in [pattern, value] {
                guard let type = scriptType(of: operand) ?? builtinExtension(for: operand),
                      let chosen = chooseOverload(methodCandidates("~=", of: type, isStatic: true), values: [pattern, value]) else { continue }
                let arguments = [ArgumentValue(label: nil, value: pattern), ArgumentValue(label: nil, value: value)]
                return try call(chosen, receiver: .type(type), arguments: arguments, type: type).value
            }
        }
        guard let slot = globals.existingSlot(for: "~="), let declared = globals.values[slot] else { return nil }
        let candidates: [FunctionDecl]
        switch declared {
        case .function(let decl): candidates = [decl]
        case .overloads(let set): candidates = set.candidates
        default: return nil
        }
        var pattern = pattern
        var chosen = chooseOverload(candidates, values: [pattern, value])
        if chosen == nil, case .range(let lower, let upper, let closed) = pattern {
            // `case 15...25:` with `func ~= (range: ClosedRange<Double>, t: Temp)`: the literals are Doubles there.
            let doubles = Value.native(RangeValue(lower: .double(Double(lower)), upper: .double(Double(upper)), closed: closed))
            if let fitting = chooseOverload(candidates, values: [doubles, value]) { (pattern, chosen) = (doubles, fitting) }
        }
        guard let chosen else { return nil }
        let arguments = [ArgumentValue(label: nil, value: pattern), ArgumentValue(label: nil, value: value)]
        return try call(chosen, receiver: .void, arguments: arguments, type: nil).value
    }

    /// A global `func ==` (or other operator) the script declares for these operands, if one fits.
    func globalOperator(_ name: String, _ values: [Value]) -> FunctionDecl? {
        guard let slot = globals.existingSlot(for: name) else { return nil }
        switch globals.values[slot] {
        case .function(let decl)?: return chooseOverload([decl], values: values)
        case .overloads(let set)?: return chooseOverload(set.candidates, values: values)
        default: return nil
        }
    }
}

extension ExprKind {
    /// `.implicitMember`, tested by its tag alone.
    var isImplicitMemberTag: Bool {
        if case .implicitMember = self { return true }
        return false
    }
}

extension Interpreter {
    /// Two operands of which exactly one is an AnyHashable: both as AnyHashables; nil otherwise.
    static func bothHashable(_ left: Value, _ right: Value) -> (Value, Value)? {
        let leftBoxed = if case .native(let box) = left { box is AnyHashableValue } else { false }
        let rightBoxed = if case .native(let box) = right { box is AnyHashableValue } else { false }
        guard leftBoxed != rightBoxed else { return nil }
        return leftBoxed ? (left, .native(AnyHashableValue(right))) : (.native(AnyHashableValue(left)), right)
    }
}
