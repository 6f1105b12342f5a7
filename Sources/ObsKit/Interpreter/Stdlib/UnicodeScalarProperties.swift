/// `Unicode.Scalar.Properties` (`scalar.properties`): the scalar's Unicode properties, read from Swift's own
/// tables. Faithful for the Boolean properties, the case mappings, names, age, general category and numeric
/// type and value; left out: `canonicalCombiningClass` (a "not supported yet" error names it).
final class ScalarProperties: NativeObject {
    let scalar: Unicode.Scalar

    init(_ scalar: Unicode.Scalar) {
        self.scalar = scalar
    }

    var typeName: String { "Unicode.Scalar.Properties" }
    var printedForm: String { "Properties(_scalar: \(scalar.debugDescription))" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let properties = scalar.properties
        if let flag = Self.flags[name] { return .bool(properties[keyPath: flag]) }
        switch name {
        case "lowercaseMapping": return .string(properties.lowercaseMapping)
        case "uppercaseMapping": return .string(properties.uppercaseMapping)
        case "titlecaseMapping": return .string(properties.titlecaseMapping)
        case "name": return properties.name.map { .optional(.string($0)) } ?? Value.none
        case "nameAlias": return properties.nameAlias.map { .optional(.string($0)) } ?? Value.none
        case "age":
            return properties.age.map { .optional(.tuple(TupleValue(elements: [.int($0.major), .int($0.minor)], labels: ["major", "minor"]))) }
                ?? Value.none
        case "generalCategory": return .native(LibraryEnumCase("Unicode.GeneralCategory", String(describing: properties.generalCategory)))
        case "numericType":
            return properties.numericType.map { .optional(.native(LibraryEnumCase("Unicode.NumericType", String(describing: $0)))) } ?? Value.none
        case "numericValue": return properties.numericValue.map { .optional(.double($0)) } ?? Value.none
        case "canonicalCombiningClass":
            throw interpreter.runtimeError("not supported yet: 'Unicode.Scalar.Properties.canonicalCombiningClass'", range, source)
        default: return nil
        }
    }

    /// The Boolean properties, by name.
    nonisolated(unsafe) static let flags: [String: KeyPath<Unicode.Scalar.Properties, Bool>] = [
        "isAlphabetic": \.isAlphabetic, "isASCIIHexDigit": \.isASCIIHexDigit, "isBidiControl": \.isBidiControl,
        "isBidiMirrored": \.isBidiMirrored, "isDash": \.isDash, "isDefaultIgnorableCodePoint": \.isDefaultIgnorableCodePoint,
        "isDeprecated": \.isDeprecated, "isDiacritic": \.isDiacritic, "isExtender": \.isExtender,
        "isFullCompositionExclusion": \.isFullCompositionExclusion, "isGraphemeBase": \.isGraphemeBase,
        "isGraphemeExtend": \.isGraphemeExtend, "isHexDigit": \.isHexDigit, "isIDContinue": \.isIDContinue,
        "isIDStart": \.isIDStart, "isIdeographic": \.isIdeographic, "isIDSBinaryOperator": \.isIDSBinaryOperator,
        "isIDSTrinaryOperator": \.isIDSTrinaryOperator, "isJoinControl": \.isJoinControl,
        "isLogicalOrderException": \.isLogicalOrderException, "isLowercase": \.isLowercase, "isMath": \.isMath,
        "isNoncharacterCodePoint": \.isNoncharacterCodePoint, "isQuotationMark": \.isQuotationMark, "isRadical": \.isRadical,
        "isSoftDotted": \.isSoftDotted, "isTerminalPunctuation": \.isTerminalPunctuation,
        "isUnifiedIdeograph": \.isUnifiedIdeograph, "isUppercase": \.isUppercase, "isWhitespace": \.isWhitespace,
        "isXIDContinue": \.isXIDContinue, "isXIDStart": \.isXIDStart, "isSentenceTerminal": \.isSentenceTerminal,
        "isVariationSelector": \.isVariationSelector, "isPatternSyntax": \.isPatternSyntax,
        "isPatternWhitespace": \.isPatternWhitespace, "isCased": \.isCased, "isCaseIgnorable": \.isCaseIgnorable,
        "changesWhenLowercased": \.changesWhenLowercased, "changesWhenUppercased": \.changesWhenUppercased,
        "changesWhenTitlecased": \.changesWhenTitlecased, "changesWhenCaseFolded": \.changesWhenCaseFolded,
        "changesWhenCaseMapped": \.changesWhenCaseMapped, "changesWhenNFKCCaseFolded": \.changesWhenNFKCCaseFolded,
        "isEmoji": \.isEmoji, "isEmojiPresentation": \.isEmojiPresentation, "isEmojiModifier": \.isEmojiModifier,
        "isEmojiModifierBase": \.isEmojiModifierBase,
    ]
}
